import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';

const siteUrl = inject('siteUrl');

describe.skipIf(!hasChromium)('the cookie banner never covers the focused element', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(['phone', 'desktop'] as const)(
    'tabbing through /apply on a %s keeps each field above the banner',
    async (viewport) => {
      const { page } = await openPage(browser, `${siteUrl}/apply`, viewport);
      const banner = page.getByRole('region', { name: 'We value your privacy' });
      await banner.waitFor();
      await page.getByLabel('First Name *').waitFor();
      // Every field of the form's first step, reached the way a keyboard user reaches it.
      const fields = await page.getByRole('main').locator('input, select, textarea').count();
      expect(fields).toBeGreaterThan(3);
      let checked = 0;
      for (let i = 0; i < 60 && checked < fields; i++) {
        await page.keyboard.press('Tab');
        const placement = await page.evaluate(() => {
          const focused = document.activeElement;
          const bar = document.querySelector('[aria-labelledby="cookie-banner-title"]');
          if (!focused || !bar || !focused.closest('main')) return null;
          return {
            field: focused.matches('input, select, textarea'),
            bottom: focused.getBoundingClientRect().bottom,
            bannerTop: bar.getBoundingClientRect().top,
          };
        });
        if (!placement?.field) continue;
        checked++;
        expect(placement.bottom).toBeLessThanOrEqual(placement.bannerTop);
      }
      expect(checked).toBeGreaterThan(3);
      await page.context().close();
    },
  );
});
