import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';
import { type RunningServer, startSite } from '../support/servers';

const PASSWORD = 'a-long-test-password';

describe.skipIf(!hasChromium)('admin dashboard', () => {
  let browser: Browser;
  let site: RunningServer;
  beforeAll(async () => {
    [browser, site] = await Promise.all([
      launchBrowser(),
      startSite({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('refuses a wrong password, signs in to an empty dashboard, logs out', async () => {
    const { page, errors } = await openPage(browser, `${site.url}/admin`);
    const password = page.getByLabel('Password');
    await page.getByLabel('Username').fill('admin');
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid password' }).waitFor();
    expect(await password.inputValue()).toBe('');

    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in as admin').waitFor();
    const metrics = page.getByRole('list', { name: 'Lead metrics' });
    await metrics.getByText('0.0% conversion').waitFor();
    expect(await metrics.getByText('$0.00').count()).toBe(1);
    await page.getByText('No leads found.').waitFor();
    expect(await page.getByText('Select a lead to view details').count()).toBe(1);

    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'termlens_admin')).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      expires: -1,
    });

    await page.getByRole('tab', { name: 'Data requests' }).click();
    await page.getByText('No data requests yet.').waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Signed in as admin').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the session across a reload and refuses the API once logged out', async () => {
    const { page } = await openPage(browser, `${site.url}/admin`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in as admin').waitFor();
    await page.reload();
    await page.getByText('Signed in as admin').waitFor();
    expect((await page.request.get(`${site.url}/api/admin/stats`)).status()).toBe(200);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect((await page.request.get(`${site.url}/api/admin/stats`)).status()).toBe(401);
    await page.context().close();
  });
});
