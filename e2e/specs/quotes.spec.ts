import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';

const siteUrl = inject('siteUrl');

/** Opens a page with the cookie banner answered, so it covers nothing the test clicks. */
async function open(browser: Browser, path: string): Promise<Page> {
  const { page } = await openPage(browser, `${siteUrl}${path}`);
  await page.getByRole('button', { name: 'Essential Only' }).first().click();
  return page;
}

async function monthlyPremiums(page: Page): Promise<number[]> {
  const cells = await page.locator('tbody td[data-label="Monthly"] strong').allTextContents();
  return cells.map((text) => Number(text.replace(/[$,]/g, '')));
}

describe.skipIf(!hasChromium)('quotes and calculator', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('searches from the home page and lists quotes cheapest first', async () => {
    const page = await open(browser, '/');
    const section = page.locator('#compare');
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('heading', { name: 'Compare Term Life Insurance Quotes' }).waitFor();
    await section.getByLabel('Age', { exact: true }).selectOption('35');
    await section.getByLabel('Coverage').selectOption('500000');
    await section.getByLabel('Term length').selectOption('20');
    await section.getByRole('button', { name: 'Get Quotes' }).click();
    await section.locator('tbody tr').first().waitFor();
    await expect
      .poll(() => section.getByTestId('quote-summary').textContent())
      .toBe('Age 35 · $500,000 · 20-year term · Non-smoker');
    const monthly = await monthlyPremiums(page);
    expect(monthly.length).toBeGreaterThan(1);
    expect(monthly).toEqual([...monthly].sort((a, b) => a - b));
    await page.context().close();
  });

  it('searches on /compare and the apply link reaches /apply with the quote', async () => {
    const page = await open(browser, '/compare');
    await page.getByLabel('Term length').selectOption('10');
    await page.getByRole('button', { name: 'Get Quotes' }).click();
    const firstRow = page.locator('tbody tr').first();
    await firstRow.waitFor();
    const company = (await firstRow.getByTestId('company-name').textContent()) ?? '';
    await firstRow.getByRole('link', { name: /^Apply with/ }).click();
    await page.waitForURL(/\/apply\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('company')).toBe(company);
    expect(params.get('term')).toBe('10');
    expect(params.get('coverage')).toBe('500000');
    expect(params.get('premium')).toMatch(/^\d+\.\d{2}$/);
    expect(params.get('rating')).toMatch(/^[AB]/);
    expect(params.get('utm_source')).toBe('termlens');
    expect(params.get('utm_medium')).toBe('comparison');
    expect(params.get('utm_campaign')).toBe('quotes');
    await page.context().close();
  });

  it('shows the empty state for a 30-year term at age 60', async () => {
    const page = await open(browser, '/compare');
    await page.getByLabel('Age', { exact: true }).selectOption('60');
    await page.getByLabel('Term length').selectOption('30');
    await page.getByRole('button', { name: 'Get Quotes' }).click();
    await page.getByText('No quotes found for your criteria.').waitFor();
    await page.getByText('Try adjusting your search parameters').waitFor();
    await page.context().close();
  });

  it('shows an error with Try again when the API fails, and recovers', async () => {
    const page = await open(browser, '/compare');
    let fail = true;
    await page.route('**/api/quotes**', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Get Quotes' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "couldn't load quotes" });
    await alert.waitFor();
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.locator('tbody tr').first().waitFor();
    await page.context().close();
  });

  it('calculates the default recommendation and clears it when an input changes', async () => {
    const page = await open(browser, '/calculator');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const result = page.getByTestId('calculator-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('$1,575,000');
    expect(await result.textContent()).toContain('$126');
    await page.getByRole('slider', { name: 'Years of support' }).focus();
    await page.keyboard.press('ArrowRight');
    await result.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('carries the recommended coverage from the calculator into the quote form', async () => {
    const page = await open(browser, '/calculator');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('link', { name: 'Compare quotes for this coverage' }).click();
    await page.waitForURL(/\/compare\?age=35&coverage=2000000/);
    await expect.poll(() => page.getByLabel('Coverage').inputValue()).toBe('2000000');
    await page.context().close();
  });
});
