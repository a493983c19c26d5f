import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { hasChromium, launchBrowser, openPage, viewports } from '../support/browser';
import { type RunningServer, repoRoot, startSite } from '../support/servers';

const PASSWORD = 'a-long-test-password';

// The shell chunk that holds web-vitals, found by a string only that library contains.
const chunkDir = join(repoRoot, 'shell/dist/static/js/async');
const vitalsChunk = readdirSync(chunkDir).find(
  (file) =>
    file.endsWith('.js') &&
    readFileSync(join(chunkDir, file), 'utf8').includes('largest-contentful-paint'),
);

interface Summary {
  days: number;
  rows: { route: string; name: string; p75: number; samples: number }[];
}

/** Leaves the page the way a closed tab does: visibilitychange to hidden, then pagehide. */
const hide = (page: Page) => page.goto('about:blank');

describe.skipIf(!hasChromium)('real-user metrics', () => {
  let browser: Browser;
  let site: RunningServer;
  let cookie = '';
  const summary = async (): Promise<Summary> =>
    (await fetch(`${site.url}/api/admin/web-vitals`, { headers: { cookie } })).json();

  beforeAll(async () => {
    [browser, site] = await Promise.all([
      launchBrowser(),
      startSite({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD }),
    ]);
    const signIn = await fetch(`${site.url}/api/admin/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.url },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('finds the web-vitals chunk in the shell build', () => {
    expect(vitalsChunk).toBeDefined();
  });

  it('without analytics consent loads no web-vitals code and sends nothing', async () => {
    const { page, requests } = await openPage(browser, `${site.url}/`);
    page.context().on('request', (r) => requests.push(r.url()));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Essential Only' }).click();
    await page.getByRole('link', { name: 'Compare Plans' }).first().click();
    await page.waitForURL(/\/compare$/);
    await page.waitForLoadState('networkidle');
    await hide(page);
    // Give a beacon, had there been one, time to land.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(requests.filter((url) => url.includes('/api/vitals'))).toEqual([]);
    expect(requests.filter((url) => url.endsWith(`/${vitalsChunk}`))).toEqual([]);
    expect((await summary()).rows).toEqual([]);
    await page.context().close();
  });

  it('with consent sends the landing page’s metrics on page hide, and the admin sees them', async () => {
    const { page, requests } = await openPage(browser, `${site.url}/`);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.endsWith(`/${vitalsChunk}`))).toEqual([]);
    await page.getByRole('button', { name: 'Accept All' }).click();
    await expect.poll(() => requests.some((url) => url.endsWith(`/${vitalsChunk}`))).toBe(true);
    await page.getByRole('link', { name: 'Compare Plans' }).first().click();
    await page.waitForURL(/\/compare$/);
    await hide(page);

    await expect
      .poll(async () => (await summary()).rows.map((r) => `${r.route} ${r.name}`), {
        timeout: 10_000,
      })
      .toEqual(expect.arrayContaining(['/ CLS', '/ FCP', '/ LCP', '/ TTFB']));
    const rows = (await summary()).rows;
    // Every metric of the visit is filed under the page it landed on, never a visited URL.
    expect(new Set(rows.map((r) => r.route))).toEqual(new Set(['/']));
    for (const row of rows) {
      expect(row.samples).toBe(1);
      expect(row.p75).toBeGreaterThanOrEqual(0);
    }

    await page.goto(`${site.url}/admin`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('tab', { name: 'Web vitals' }).click();
    const table = page.getByRole('table', { name: /Web vitals p75 per page/ });
    const home = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '/' }) });
    await home.waitFor();
    expect(await home.getByText('1 sample').count()).toBeGreaterThanOrEqual(4);
    expect(await seriousViolations(page)).toEqual([]);
    // On a phone the table stacks into labelled cells; it must stay as accessible.
    await page.setViewportSize(viewports.phone);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
