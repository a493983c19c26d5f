import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchBrowser, viewports } from '../support/browser';

const siteUrl = inject('siteUrl');

type Marked = Window & { serverHeading?: Element; bannerSeen?: boolean };

/** A context that records the first <h1> the HTML parser creates, and whether a banner showed. */
async function recordingContext(browser: Browser, storedChoice = false) {
  const context = await browser.newContext({ viewport: viewports.phone });
  await context.addInitScript((choice: boolean) => {
    if (choice) {
      localStorage.setItem('termlens-cookie-consent', JSON.stringify({ analytics: false }));
      localStorage.setItem('termlens-cookie-consent-date', '2026-11-01T00:00:00.000Z');
    }
    const marked = window as Marked;
    new MutationObserver(() => {
      marked.serverHeading ??= document.querySelector('h1') ?? undefined;
      if (document.getElementById('cookie-banner-title')) marked.bannerSeen = true;
    }).observe(document, { childList: true, subtree: true });
  }, storedChoice);
  return context;
}

describe.skipIf(!hasChromium)('the server-rendered first screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows home, and the layout of every page, without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Compare the Best Term Life Insurance Plans Instantly',
    );
    await page.goto(`${siteUrl}/compare`);
    expect(await page.getByRole('link', { name: 'TermLens home' }).isVisible()).toBe(true);
    expect(await page.getByRole('main').textContent()).toContain(
      'Compare Term Life Insurance Quotes',
    );
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await context.close();
  });

  it('paints home before it requests the scripts, then hydrates the same nodes', async () => {
    const context = await recordingContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${siteUrl}/`);
    // The banner appears once hydrated.
    await page.locator('#cookie-banner-title').waitFor();
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => /\/static\/js\/[^/]+\.js$/.test(r.name))
        .map((r) => r.startTime),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint);
    expect(
      await page.evaluate(() => (window as Marked).serverHeading === document.querySelector('h1')),
    ).toBe(true);
    // Hydrated: the hero's button scrolls to the quote section.
    await page.getByRole('button', { name: 'Compare Now' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('compare')?.getBoundingClientRect().top),
      )
      .toBeLessThan(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never shows the banner to a visitor who has chosen', async () => {
    const html = await (await fetch(`${siteUrl}/`)).text();
    expect(html).not.toContain('cookie-banner-title');
    const context = await recordingContext(browser, true);
    const page = await context.newPage();
    await page.goto(`${siteUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as Marked).bannerSeen ?? false)).toBe(false);
    await context.close();
  });

  it('writes the class names the browser build uses', async () => {
    const html = await (await fetch(`${siteUrl}/`)).text();
    const serverClass = html.match(/<h1 id="hero-title" class="([^"]+)"/)?.[1];
    expect(serverClass).toMatch(/^title-/);
    // Home rendered by the browser alone: a client-side visit from another page.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${siteUrl}/compare`);
    await page
      .getByRole('heading', { level: 1, name: 'Compare Term Life Insurance Quotes' })
      .waitFor();
    await page.getByRole('link', { name: 'TermLens home' }).click();
    const hero = page.locator('#hero-title');
    await hero.waitFor();
    expect(await hero.getAttribute('class')).toBe(serverClass);
    await context.close();
  });
});
