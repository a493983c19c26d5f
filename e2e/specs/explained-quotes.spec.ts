import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { hasChromium, launchBrowser, openPage, type viewports } from '../support/browser';

const siteUrl = inject('siteUrl');

async function open(browser: Browser, path: string, viewport: keyof typeof viewports) {
  const { page } = await openPage(browser, `${siteUrl}${path}`, viewport);
  await page.getByRole('button', { name: 'Essential Only' }).first().click();
  return page;
}

async function search(page: Page, fill: { age?: string; term?: string; zipCode?: string }) {
  if (fill.age) await page.getByLabel('Age', { exact: true }).selectOption(fill.age);
  if (fill.term) await page.getByLabel('Term length').selectOption(fill.term);
  if (fill.zipCode) await page.getByLabel('ZIP code').fill(fill.zipCode);
  await page.getByRole('button', { name: 'Get Quotes' }).click();
}

const rowsOf = (page: Page): Locator => page.locator('tbody tr');

describe.skipIf(!hasChromium)('explained quotes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`marks every insurer as a sample and explains each row (${viewport})`, async () => {
      const page = await open(browser, '/compare', viewport);
      await search(page, { age: '35', term: '20' });
      await page
        .getByRole('heading', { name: 'Illustrative quotes from sample insurers' })
        .waitFor();
      const rows = rowsOf(page);
      const count = await rows.count();
      expect(count).toBeGreaterThan(1);
      expect(await page.getByRole('button', { name: /^Illustrative sample/ }).count()).toBe(count);

      const first = rows.first();
      const company = (await first.getByTestId('company-name').textContent()) ?? '';
      const badge = first.getByRole('button', { name: /^Illustrative sample/ });
      await badge.focus();
      await page.keyboard.press('Enter');
      const explanation = first.getByText(`${company} is not a real insurer:`);
      await explanation.waitFor();
      await page.keyboard.press('Escape');
      await explanation.waitFor({ state: 'hidden' });

      const cell = (label: string) => first.locator(`td[data-label="${label}"]`);
      expect(await cell('Monthly').textContent()).toMatch(/^\$[\d,.]+at Standard Plus$/);
      expect(await cell('Coverage').textContent()).toBe('$500,00020-year term');
      expect(await cell('Price range').textContent()).toMatch(
        /^\$[\d,.]+ – \$[\d,.]+Preferred Plus to Standard$/,
      );
      const features = cell('Features').getByRole('listitem');
      if (viewport === 'phone') {
        expect(await features.first().isVisible()).toBe(false);
        await cell('Features')
          .getByRole('button', { name: /^Show features/ })
          .click();
      }
      await features.first().waitFor();
      expect(await features.count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    it(`lists the insurer ZIP 10001 leaves out, with its reason (${viewport})`, async () => {
      const page = await open(browser, '/compare', viewport);
      await search(page, { zipCode: '10001' });
      const left = page.getByRole('region', { name: 'Insurers not shown for this search' });
      await left.waitFor();
      expect(await left.getByRole('listitem').allInnerTexts()).toEqual([
        'Meridian Trust Life: Not available in NY.',
      ]);
      expect(await rowsOf(page).getByText('Meridian Trust Life').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    it(`gives the engine's reasons after the empty state at age 60, 30-year term (${viewport})`, async () => {
      const page = await open(browser, '/compare', viewport);
      await search(page, { age: '60', term: '30' });
      await page.getByText('No quotes found for your criteria.').waitFor();
      await page.getByText('Try adjusting your search parameters').waitFor();
      const why = page.getByRole('region', { name: 'Why no insurer could quote this search' });
      const reasons = await why.getByRole('listitem').allInnerTexts();
      expect(reasons.length).toBeGreaterThan(1);
      expect(reasons).toContain('Harborline Life: Maximum issue age for a 30-year term is 55.');
      for (const reason of reasons) expect(reason).toMatch(/Maximum issue age for a 30-year term/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    it(`says what it priced for fields left on Any, and a smoker sees one price (${viewport})`, async () => {
      const page = await open(browser, '/compare', viewport);
      await page.getByLabel('Smoker').check();
      await search(page, {});
      await expect
        .poll(() => page.getByTestId('quote-summary').textContent())
        .toBe('Age 35 (assumed) · $500,000 (assumed) · 20-year term (assumed) · Smoker');
      expect(await page.getByTestId('assumed-note').textContent()).toContain(
        'so we priced age 35, $500,000 of coverage, and a 20-year term in their place',
      );
      for (const range of await page.getByTestId('price-range').allTextContents()) {
        expect(range).toMatch(/^\$[\d,]+\.\d{2}$/);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    it(`hands the calculator's age and coverage to a search that runs at once (${viewport})`, async () => {
      const page = await open(browser, '/calculator', viewport);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await page.getByRole('link', { name: 'Compare quotes for this coverage' }).click();
      await page.waitForURL(/\/compare\?age=35&coverage=2000000$/);
      await rowsOf(page).first().waitFor();
      expect(await page.getByLabel('Coverage').inputValue()).toBe('2000000');
      expect(await page.getByTestId('quote-summary').textContent()).toBe(
        'Age 35 · $2,000,000 · 20-year term (assumed) · Non-smoker',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
