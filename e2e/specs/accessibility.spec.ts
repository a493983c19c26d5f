import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import {
  hasChromium,
  launchBrowser,
  openPage,
  revealHomeSections,
  type viewports,
} from '../support/browser';
import { siteRoutes } from '../support/site-routes';

const siteUrl = inject('siteUrl');

async function openSettled(
  browser: Browser,
  url: string,
  viewport: keyof typeof viewports,
  consentDecided: boolean,
) {
  const { page } = await openPage(browser, 'about:blank', viewport);
  if (consentDecided) {
    await page.context().addInitScript(() => {
      localStorage.setItem(
        'termlens-cookie-consent',
        JSON.stringify({ essential: true, analytics: false, marketing: false, preferences: false }),
      );
      localStorage.setItem('termlens-cookie-consent-date', new Date().toISOString());
    });
  }
  await page.goto(url);
  await page.getByRole('main').locator('h1').first().waitFor();
  // Axe checks home's remote sections too, not only their placeholders.
  if (new URL(url).pathname === '/') await revealHomeSections(page);
  await page.waitForLoadState('networkidle');
  return page;
}

describe.skipIf(!hasChromium)('accessibility (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const viewport of ['phone', 'desktop'] as const) {
    it.each(siteRoutes.map((r) => [r.url]))(
      `%s has no serious or critical violation (${viewport})`,
      async (url) => {
        const page = await openSettled(browser, `${siteUrl}${url}`, viewport, true);
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
      },
    );

    it(`the consent banner adds no serious or critical violation (${viewport})`, async () => {
      const page = await openSettled(browser, `${siteUrl}/`, viewport, false);
      await page.getByRole('region', { name: 'We value your privacy' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
