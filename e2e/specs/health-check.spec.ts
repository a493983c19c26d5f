import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { hasChromium, launchBrowser, openPage } from '../support/browser';

const siteUrl = inject('siteUrl');

/** The label of the focused control, or the text of a focused button. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return (el?.labels?.[0]?.textContent ?? el?.textContent ?? '').trim();
  });

/** Presses Tab until the control named `name` has focus, as a keyboard user moves. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe.skipIf(!hasChromium)('health check', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`estimates each insurer's class with reasons from answers typed by keyboard (${viewport})`, async () => {
      const { page, requests } = await openPage(browser, `${siteUrl}/compare`, viewport);
      await page.getByRole('button', { name: 'Essential Only' }).first().click();
      await page.getByLabel('Age', { exact: true }).selectOption('40');
      await page.getByLabel('Term length').selectOption('20');
      await page.getByLabel('Sex (optional)').selectOption('male');
      await page.getByRole('button', { name: 'Get Quotes' }).click();
      await page
        .getByRole('heading', { name: 'Illustrative quotes from sample insurers' })
        .waitFor();
      const searchUrl = page.url();

      const toggle = page.getByRole('button', { name: 'Refine my price' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('form', { name: 'Health check' }).waitFor();
      await tabTo(page, 'Height, feet');
      await page.keyboard.type('5');
      await tabTo(page, 'and inches');
      await page.keyboard.type('10');
      await tabTo(page, 'Weight (lb)');
      await page.keyboard.type('230');
      await tabTo(page, 'Top number (systolic)');
      await page.keyboard.type('142');
      await tabTo(page, 'Bottom number (diastolic)');
      await page.keyboard.type('88');
      await tabTo(page, 'Used in the last 5 years');
      await page.keyboard.type('Cigars');
      await tabTo(page, 'Last used');
      await page.keyboard.type('In the');
      await tabTo(page, 'How often, when you use it');
      await page.keyboard.type('Twice');
      await tabTo(page, 'Last DUI or DWI');
      await page.keyboard.type('3');
      await tabTo(page, 'Estimate my price');
      await page.keyboard.press('Enter');

      const heading = page.getByRole('heading', { name: 'Your estimated class with each insurer' });
      await heading.waitFor();
      expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
      const rows = page.getByTestId('health-estimate');
      expect(await rows.count()).toBeGreaterThan(1);
      // The cigar-friendly insurer keeps non-smoker rates; the others charge tobacco rates.
      const keystone = rows.filter({ hasText: 'Keystone National Life' });
      expect(await keystone.getByTestId('estimated-class').textContent()).not.toContain('Tobacco');
      const harborline = rows.filter({ hasText: 'Harborline Life' });
      expect(await harborline.getByTestId('estimated-class').textContent()).toBe('Tobacco');
      const reasons = await harborline.getByTestId('estimate-reasons').textContent();
      expect(reasons ?? '').toContain(
        'Cigars or a pipe in the last 12 months: this insurer charges tobacco rates.',
      );
      expect(reasons ?? '').toContain(
        "Blood pressure 142/88 is above this insurer's Preferred limit of 140/90.",
      );
      expect(reasons ?? '').toContain('Weight 230 lb at 5 ft 10 in');
      expect(reasons ?? '').toContain('A DUI 3 years ago');
      // The best-class price stays beside the estimate.
      expect(
        await harborline.locator('td[data-label="Best class and range"]').textContent(),
      ).toMatch(/\$[\d,.]+ at Preferred Plus/);
      const prices = (await rows.getByTestId('estimated-price').allTextContents()).map((p) =>
        Number(p.replace(/[$,]/g, '')),
      );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      // The answers went in a POST body: no URL the browser asked for carries one.
      expect(page.url()).toBe(searchUrl);
      for (const url of requests) expect(url).not.toMatch(/230|142|cigar/i);
      // Nor does the browser keep one: storage holds the cookie choice, no answer.
      const stored = await page.evaluate(() =>
        JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
      );
      expect(stored).not.toMatch(/230|142|cigar/i);

      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
