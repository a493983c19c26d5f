import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';

const siteUrl = inject('siteUrl');
const birthDate = `${new Date().getUTCFullYear() - 40}-03-04`;

/** The toast on screen; the toast area holds one at a time. */
const toast = (page: Page, text: string) =>
  page.locator('[data-state="open"]').filter({ hasText: text }).first();

async function dismissConsent(page: Page) {
  await page.getByRole('button', { name: 'Essential Only' }).click();
}

async function fillPersonal(page: Page, scope = page.locator('#estimate, main').first()) {
  await scope.getByLabel('First Name *').fill('Ada');
  await scope.getByLabel('Last Name *').fill('Lovelace');
  await scope.getByLabel('Email Address *').fill('ada@example.com');
  await scope.getByLabel('Date of Birth *').fill(birthDate);
}

describe.skipIf(!hasChromium)('leads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('takes a lead from the home page through every step, then resets', async () => {
    const { page, errors } = await openPage(browser, `${siteUrl}/#estimate`);
    await dismissConsent(page);
    const form = page.locator('#estimate');
    await form.getByRole('heading', { name: 'Get Your Free Coverage Estimate' }).waitFor();
    expect(await form.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Next' }).click();
    await toast(page, 'First name is required').waitFor();
    expect(await toast(page, 'Validation Error').count()).toBe(1);

    await fillPersonal(page, form);
    await form.getByLabel('Phone Number (optional)').fill('(212) 555-0142');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Coverage Details').waitFor();
    await form.getByRole('button', { name: 'Next' }).click();
    await toast(page, 'Please enter a valid 5-digit ZIP code').waitFor();
    await form.getByLabel('ZIP Code *').fill('10013');
    await form.getByLabel('Coverage Amount').selectOption('500000');
    await form.getByLabel('Term Length').selectOption('20');
    await form.getByLabel('Tobacco Use').selectOption('former');
    await form.getByRole('button', { name: 'Next' }).click();
    const bar = form.getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuenow')).toBe('3');
    const consent = form.getByRole('checkbox', { name: /licensed insurance agents/ });
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await form.getByLabel('Primary Concern').selectOption('family');
    await form.getByRole('button', { name: 'Get My Quotes' }).click();
    await toast(page, 'Thank you for your interest!').waitFor();
    await form.getByRole('button', { name: 'Submit Another Application' }).click();
    expect(await form.getByLabel('First Name *').inputValue()).toBe('');
    expect(await bar.getAttribute('aria-valuenow')).toBe('1');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the selected quote on /apply and submits a lead there', async () => {
    const query =
      'company=Summit%20Mutual&premium=42.50&coverage=500000&rating=A%2B&utm_source=termlens&utm_medium=comparison&utm_campaign=quotes';
    const { page } = await openPage(browser, `${siteUrl}/apply?${query}`, 'phone');
    await dismissConsent(page);
    const card = page.getByRole('heading', { name: 'Selected Quote' }).locator('..');
    await card.waitFor();
    expect(await card.textContent()).toContain('Summit Mutual');
    expect(await card.textContent()).toContain('$42.50');
    expect(await card.textContent()).toContain('$510.00');
    expect(await card.textContent()).toContain('20 years');
    const body = new Promise<Record<string, unknown>>((resolve) =>
      page.on('request', (r) => {
        if (r.url().endsWith('/api/leads')) resolve(r.postDataJSON());
      }),
    );
    await fillPersonal(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('ZIP Code *').fill('10013');
    expect(await page.getByLabel('Coverage Amount').inputValue()).toBe('500000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Get My Quotes' }).click();
    await toast(page, 'Thank you for your interest!').waitFor();
    expect(await body).toMatchObject({ utm_source: 'termlens', utm_campaign: 'quotes' });
    await page.context().close();
  });

  it('keeps every value when the API fails mid-submit, and a resubmit works', async () => {
    const { page } = await openPage(browser, `${siteUrl}/apply`);
    await dismissConsent(page);
    let fail = true;
    await page.route('**/api/leads', (route) =>
      fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await fillPersonal(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('ZIP Code *').fill('10013');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Get My Quotes' }).click();
    await toast(page, 'Something went wrong').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await page.getByLabel('ZIP Code *').inputValue()).toBe('10013');
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await page.getByLabel('First Name *').inputValue()).toBe('Ada');
    fail = false;
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Get My Quotes' }).click();
    await page.getByRole('button', { name: 'Submit Another Application' }).waitFor();
    await page.context().close();
  });

  it('sends a contact message', async () => {
    const { page } = await openPage(browser, `${siteUrl}/contact`);
    await dismissConsent(page);
    await page.getByText('We respond within 24 hours').waitFor();
    await page.getByLabel('Full Name *').fill('Ada Lovelace');
    await page.getByLabel('Email Address *').fill('ada@example.com');
    await page.getByLabel('Subject *').fill('Question');
    await page.getByLabel('Message *').fill('How does term life work?');
    expect(await page.getByLabel('Message *').getAttribute('rows')).toBe('6');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message sent successfully!').waitFor();
    expect(await page.getByLabel('Subject *').inputValue()).toBe('');
    await page.context().close();
  });

  it('asks for a request type, then files a data request with its DSR id', async () => {
    const { page } = await openPage(browser, `${siteUrl}/data-rights`, 'phone');
    await dismissConsent(page);
    await page.getByLabel('Full Name *').fill('Ada Lovelace');
    await page.getByLabel('Email Address *').fill('ada@example.com');
    await page.getByLabel('Description *').fill('Please send me my data.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await toast(page, 'Please select a request type').waitFor();
    await page.getByLabel('Request Type *').selectOption('access');
    await page.getByLabel(/Identity Verification Document/).setInputFiles({
      name: 'id.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n'),
    });
    await page.getByRole('button', { name: 'Submit Request' }).click();
    const success = toast(page, 'Request submitted successfully');
    await success.waitFor();
    expect(await success.textContent()).toMatch(/Your request ID is DSR-\d{13}\./);
    await page.context().close();
  });
});
