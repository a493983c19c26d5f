import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without these, Chromium as root in a closed network refuses to start or floods the
// log with refused connections.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const hasChromium = existsSync(chromiumPath);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

/** A fresh context (no stored consent, cookies or cache) with the page's errors collected. */
export async function openPage(
  browser: Browser,
  url: string,
  viewport: keyof typeof viewports = 'desktop',
): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const context = await browser.newContext({ viewport: viewports[viewport] });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(url);
  return { page, errors, requests };
}

/**
 * Home's lower sections load only as they near the viewport: scrolls to each so it loads (the
 * news strip, just above #compare, comes with it) and waits for its heading.
 */
export async function revealHomeSections(page: Page): Promise<void> {
  for (const anchor of ['#compare', '#estimate']) {
    await page.locator(anchor).first().scrollIntoViewIfNeeded();
    await page.locator(`${anchor} h2`).first().waitFor();
  }
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.locator('#faq-excerpt-title').waitFor();
}

/**
 * Opens a page as the app does when the visitor follows a link: the site is loaded (on another
 * page) and hydrated, then the router moves to `path`, and the page fetches its own data in the
 * browser. A page loaded from the server arrives with its data instead, so a test of the
 * browser's loading or error states gets there this way.
 */
export async function navigateInApp(page: Page, siteUrl: string, path: string): Promise<void> {
  await page.goto(`${siteUrl}/privacy`);
  // Hydrated: the consent banner shows then.
  await page.locator('#cookie-banner-title').waitFor();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
