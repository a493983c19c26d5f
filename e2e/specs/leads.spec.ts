import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
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

  /** Fills the /apply form past its defaults and submits it, answering the request body. */
  async function submitApplyForm(page: Page) {
    const body = new Promise<Record<string, unknown>>((resolve) =>
      page.on('request', (r) => {
        if (r.url().endsWith('/api/leads')) resolve(r.postDataJSON());
      }),
    );
    await fillPersonal(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('ZIP Code *').fill('10013');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Get My Quotes' }).click();
    await toast(page, 'Thank you for your interest!').waitFor();
    return body;
  }

  const usd = (amount: number) =>
    amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

  it.each(['phone', 'desktop'] as const)(
    'shows the quote picked on /compare on /apply, figures matching, and sends it with the lead (%s)',
    async (viewport) => {
      const { page, errors } = await openPage(browser, `${siteUrl}/compare`, viewport);
      await dismissConsent(page);
      await page.getByRole('button', { name: 'Get Quotes' }).click();
      // Not the cheapest: any row's link must check out.
      const row = page.locator('tbody tr').nth(1);
      await row.waitFor();
      const link = row.getByRole('link', { name: /^Apply with/ });
      const company = (await link.getAttribute('aria-label'))?.replace('Apply with ', '') ?? '';
      // The price itself; the cell also names the health class it assumes.
      const monthly = (await row.locator('td[data-label="Monthly"] strong').textContent()) ?? '';
      const monthlyPremium = Number(monthly.replace(/[$,]/g, ''));
      const annual = (await row.locator('td[data-label="Annual"]').textContent()) ?? '';
      await link.click();
      await page.waitForURL(/\/apply\?/);

      const card = page.getByRole('heading', { name: 'Selected Quote' }).locator('..');
      await card.waitFor();
      const value = (label: string) =>
        card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent();
      expect(await value('Company')).toBe(company);
      expect(await value('Monthly Premium')).toBe(monthly);
      expect(await value('Annual Premium (12 × monthly)')).toBe(usd(monthlyPremium * 12));
      // What the carrier charges paying once a year: the table's Annual column.
      expect(await value('If Paid Once a Year')).toBe(annual);
      expect(await value('Coverage')).toBe('$500,000');
      expect(await value('Term')).toBe('20 years');
      expect(await seriousViolations(page)).toEqual([]);

      const body = await submitApplyForm(page);
      expect(body).toMatchObject({
        utm_source: 'termlens',
        utm_campaign: 'quotes',
        selectedQuote: { companyName: company, monthlyPremium },
      });
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each(['phone', 'desktop'] as const)(
    'shows no quote for a forged /apply link, and the form still submits (%s)',
    async (viewport) => {
      const forged = 'company=Acme%20Fake%20Life&premium=1&coverage=9999999999';
      const { page, errors } = await openPage(browser, `${siteUrl}/apply?${forged}`, viewport);
      await dismissConsent(page);
      await page.getByText('We could not confirm the quote in this link').waitFor();
      expect(await page.getByRole('heading', { name: 'Selected Quote' }).count()).toBe(0);
      expect(await page.getByText('Acme Fake Life').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      const body = await submitApplyForm(page);
      expect(body).not.toHaveProperty('selectedQuote');
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

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
