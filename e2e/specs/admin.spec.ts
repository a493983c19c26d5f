import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';
import { createThrowawayDatabase, hasPostgres, type ThrowawayDatabase } from '../support/postgres';
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

// Rows the site's own forms would create; on PostgreSQL the test can write them directly.
describe.skipIf(!hasChromium || !hasPostgres)('admin dashboard with leads (PostgreSQL)', () => {
  let database: ThrowawayDatabase;
  let browser: Browser;
  let site: RunningServer;
  let sql: postgres.Sql;

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    [browser, site] = await Promise.all([
      launchBrowser(),
      startSite({ DATABASE_URL: database.url, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD }),
    ]);
    sql = postgres(database.url, { max: 1, onnotice: () => {} });
    const [lead] = await sql`
      insert into leads (first_name, last_name, email, phone, date_of_birth, zip_code,
        coverage_amount, term_length, age, smoker, marketing_opt_in, utm_source)
      values ('Erin', 'Example', 'erin@example.com', '=1+2', '1990-04-02', '94110', 750000, 20,
        36, false, true, 'direct')
      returning id`;
    await sql`
      insert into lead_consents (lead_id, kind, granted, text, version, ip)
      values (${lead?.id}, 'marketing', true, 'Send me offers by email.', '2026-01', '203.0.113.7')`;
    await sql`
      insert into data_requests (request_id, full_name, email, request_type, description, due_at)
      values ('DSR-42', 'Erin Example', 'erin@example.com', 'erasure', 'Delete my data',
        now() - interval '1 day')`;
  });
  afterAll(async () => {
    await sql?.end();
    await browser?.close();
    await site?.stop();
    await database?.drop();
  });

  it('finds a lead, shows its details, exports CSV and fulfils an erasure request', async () => {
    const { page, errors } = await openPage(browser, `${site.url}/admin`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('100.0% conversion').waitFor();

    await page.getByLabel('Search leads').fill('erin@');
    await page.getByRole('button', { name: /Erin Example/ }).click();
    const details = page.getByRole('article');
    await details.getByText('Send me offers by email.').waitFor();
    expect(await details.getByRole('link', { name: 'Send Email' }).getAttribute('href')).toBe(
      'mailto:erin@example.com?subject=Follow%20up%20on%20your%20life%20insurance%20quote',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[1]).toMatch(/^\d+,Erin,Example,erin@example\.com,'=1\+2,/);

    await page.getByRole('tab', { name: 'Data requests' }).click();
    await page.getByText('Overdue').waitFor();
    await page.getByRole('button', { name: 'Fulfil erasure' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Erase data' }).click();
    await page.getByText('Erased: 1 lead, 1 consent record,', { exact: false }).first().waitFor();
    expect(await page.getByLabel('Status of DSR-42').inputValue()).toBe('completed');
    expect(await sql`select id from leads where email = 'erin@example.com'`).toHaveLength(0);

    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.getByText('0.0% conversion').waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(`${site.url}/admin`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
