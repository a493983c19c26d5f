import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';
import { escapeHtml, siteRoutes } from '../support/site-routes';

const siteUrl = inject('siteUrl');

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });

async function storedConsent(page: Page) {
  return page.evaluate(() => ({
    value: JSON.parse(localStorage.getItem('termlens-cookie-consent') ?? 'null'),
    date: localStorage.getItem('termlens-cookie-consent-date'),
  }));
}

async function dismissConsent(page: Page) {
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await banner(page).waitFor({ state: 'detached' });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

describe.skipIf(!hasChromium)('site-wide experience', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe('cookie consent', () => {
    it.each([
      ['Accept All', { essential: true, analytics: true, marketing: true, preferences: true }],
      [
        'Essential Only',
        { essential: true, analytics: false, marketing: false, preferences: false },
      ],
    ])('stores the %s choice with its date and stays away on reload', async (button, want) => {
      const { page } = await openPage(browser, `${siteUrl}/`);
      expect(await storedConsent(page)).toEqual({ value: null, date: null });
      await banner(page).getByRole('button', { name: button }).click();
      await banner(page).waitFor({ state: 'detached' });
      const stored = await storedConsent(page);
      expect(stored.value).toEqual(want);
      expect(Date.now() - Date.parse(stored.date ?? '')).toBeLessThan(60_000);
      await page.reload();
      await page.getByRole('contentinfo').waitFor();
      expect(await banner(page).count()).toBe(0);
      await page.context().close();
    });

    it('saves customised preferences and reopens them from the footer', async () => {
      const { page } = await openPage(browser, `${siteUrl}/`);
      await banner(page).getByRole('button', { name: 'Customize' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
      await expect
        .poll(() => dialog.getByRole('switch', { name: 'Essential' }).isDisabled())
        .toBe(true);
      await dialog.getByRole('switch', { name: 'Analytics' }).click();
      await dialog.getByRole('button', { name: 'Save Preferences' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await storedConsent(page)).value).toEqual({
        essential: true,
        analytics: true,
        marketing: false,
        preferences: false,
      });
      expect(await banner(page).count()).toBe(0);

      // The footer arrives rendered from the server; its button works once the page has
      // hydrated, after the first paint.
      await page.reload({ waitUntil: 'networkidle' });
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: 'Cookie preferences' })
        .click();
      await dialog.waitFor();
      expect(
        await dialog.getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked'),
      ).toBe('true');
      await page.context().close();
    });
  });

  it('shows the mobile quote bar on phones, hiding it past 100px down and back on scroll up', async () => {
    const { page } = await openPage(browser, `${siteUrl}/`, 'phone');
    await dismissConsent(page);
    const bar = page.getByTestId('mobile-quote-bar');
    await page.getByRole('button', { name: 'Get Free Quote Now' }).waitFor();
    await scrollTo(page, 80);
    await expect.poll(() => bar.isVisible()).toBe(true);
    await scrollTo(page, 400);
    await expect.poll(() => bar.isVisible()).toBe(false);
    await scrollTo(page, 300);
    await expect.poll(() => bar.isVisible()).toBe(true);
    await page.context().close();

    const desktop = await openPage(browser, `${siteUrl}/`);
    await desktop.page.getByRole('contentinfo').waitFor();
    expect(await desktop.page.getByTestId('mobile-quote-bar').isVisible()).toBe(false);
    await desktop.page.context().close();
  });

  it('shows scroll-to-top after 300px and scrolls back up', async () => {
    const { page } = await openPage(browser, `${siteUrl}/`);
    await dismissConsent(page);
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await scrollTo(page, 290);
    await expect.poll(() => toTop.count()).toBe(0);
    await scrollTo(page, 320);
    await toTop.waitFor();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('F8 focuses the notification region before any toast has been shown', async () => {
    const { page } = await openPage(browser, `${siteUrl}/`);
    await dismissConsent(page);
    await page.getByRole('contentinfo').waitFor();
    // The toast area loads on demand: nothing of it is on the page until asked for.
    const region = page.getByRole('region', { name: /Notifications/ });
    expect(await region.count()).toBe(0);
    await page.keyboard.press('F8');
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'),
        ),
      )
      .toMatch(/^Notifications/);
    await page.context().close();
  });

  it('Get Free Quote scrolls to #compare on home and navigates to /compare elsewhere', async () => {
    const { page } = await openPage(browser, `${siteUrl}/`);
    await dismissConsent(page);
    // The compare section is not loaded yet: scrolling to its anchor is what loads it.
    await page.getByRole('banner').getByRole('button', { name: 'Get Free Quote' }).click();
    await page.locator('#compare h2').waitFor();
    await expect
      .poll(() =>
        page.locator('#compare').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThan(120);
    expect(new URL(page.url()).pathname).toBe('/');

    // The button works once the page has hydrated, which a page that arrives whole does after
    // its first paint.
    await page.goto(`${siteUrl}/faq`, { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Get Free Quote' }).click();
    await page.waitForURL(`${siteUrl}/compare`);
    await page.context().close();
  });

  it('opens one FAQ answer at a time and collapses the open one', async () => {
    const { page } = await openPage(browser, `${siteUrl}/faq`);
    await dismissConsent(page);
    const main = page.getByRole('main');
    const triggers = main.locator('button[aria-expanded]');
    await triggers.first().waitFor();
    expect(await triggers.count()).toBe(20);
    const expanded = () =>
      triggers.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')));
    await triggers.nth(0).click();
    expect((await expanded()).filter((v) => v === 'true')).toHaveLength(1);
    expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('true');
    await triggers.nth(1).click();
    expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await triggers.nth(1).getAttribute('aria-expanded')).toBe('true');
    await triggers.nth(1).click();
    expect((await expanded()).every((v) => v === 'false')).toBe(true);
    await page.context().close();
  });

  it('every footer link reaches a page with its own title', async () => {
    const { page } = await openPage(browser, `${siteUrl}/`);
    await dismissConsent(page);
    const footerLinks = page.getByRole('contentinfo').getByRole('link');
    const hrefs = [
      ...new Set(
        await footerLinks.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? '')),
      ),
    ];
    expect(hrefs.length).toBeGreaterThanOrEqual(15);
    for (const href of hrefs) {
      const route = siteRoutes.find((r) => r.path === href);
      expect(route, href).toBeDefined();
      await page.goto(`${siteUrl}/`);
      await page.getByRole('contentinfo').locator(`a[href="${href}"]`).first().click();
      await page.waitForURL(`${siteUrl}${href}`);
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(route?.title);
    }
    await page.context().close();
  });

  it('writes each route’s title and description into the server-rendered HTML', async () => {
    for (const route of siteRoutes) {
      const res = await fetch(`${siteUrl}${route.url}`);
      expect(res.status, route.url).toBe(200);
      const html = await res.text();
      expect(html.match(/<title>/g), route.url).toHaveLength(1);
      expect(html).toMatch(/<meta name="description" content="[^"]+">/);
      if (route.group !== 'detail') {
        expect(html, route.url).toContain(`<title>${escapeHtml(route.title)}</title>`);
        expect(html, route.url).toContain(
          `<meta name="description" content="${escapeHtml(route.description)}">`,
        );
      }
    }
  });

  it('lists every public page in /sitemap.xml', async () => {
    const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    for (const route of siteRoutes.filter((r) => r.group === 'main' || r.group === 'legal')) {
      expect(locs.has(`${siteUrl}${route.path}`), route.path).toBe(true);
    }
    expect(locs.has(`${siteUrl}/blog/how-much-life-insurance`)).toBe(true);
    expect([...locs].some((l) => l?.includes('/admin'))).toBe(false);
  });
});
