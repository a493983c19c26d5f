import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchBrowser } from '../support/browser';
import { siteRoutes } from '../support/site-routes';

const siteUrl = inject('siteUrl');

// Chromium warns about a preload nothing used 3 s after the load event.
const UNUSED_PRELOAD_WARNING_DELAY_MS = 3_000;

/** Opens a page, waits until its remote has rendered it, and reports what it loaded. */
async function visit(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests = new Map<string, number>();
  const complaints: string[] = [];
  page.on('request', (r) => requests.set(r.url(), (requests.get(r.url()) ?? 0) + 1));
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') complaints.push(m.text());
  });
  page.on('pageerror', (e) => complaints.push(e.message));
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('main').locator('h1').first().waitFor();
  await page.waitForTimeout(UNUSED_PRELOAD_WARNING_DELAY_MS + 1_000);
  const preloaded = await page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  await context.close();
  return { preloaded, timesRequested: (href: string) => requests.get(href) ?? 0, complaints };
}

const blogPost = siteRoutes.find((r) => r.path === '/blog/:slug')?.url ?? '';

describe.skipIf(!hasChromium)('preload links', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(['/compare', blogPost])(
    'on %s are each used, one request apiece, no warning; none asks for scripts or data',
    async (path) => {
      const { preloaded, timesRequested, complaints } = await visit(browser, `${siteUrl}${path}`);
      expect(preloaded.filter((href) => timesRequested(href) !== 1)).toEqual([]);
      expect(complaints).toEqual([]);
      // The page arrives whole: its scripts come after the first paint, its data with the HTML.
      expect(
        preloaded.filter(
          (href) => /\.js$/.test(href) || new URL(href).pathname.startsWith('/api/'),
        ),
      ).toEqual([]);
    },
  );
});
