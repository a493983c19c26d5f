import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { hasChromium, launchBrowser, openPage, type viewports } from '../support/browser';

const siteUrl = inject('siteUrl');

const focusedText = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.id
      ? (document.querySelector(`label[for="${focused.id}"]`)?.textContent ?? '')
      : (focused?.textContent ?? '');
  });

describe.skipIf(!hasChromium)('forms and menus keep the visitor’s place', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const sizes: (keyof typeof viewports)[] = ['phone', 'desktop'];

  it.each(sizes)(
    'the lead form on a %s: messages beside fields, focus on what comes next',
    async (size) => {
      const { page } = await openPage(browser, `${siteUrl}/apply`, size);
      await page.getByRole('button', { name: 'Essential Only' }).click();
      const form = page.getByRole('main');
      await form.getByRole('button', { name: 'Next' }).click();
      const first = form.getByLabel('First Name *');
      await expect.poll(() => first.getAttribute('aria-invalid')).toBe('true');
      expect(await focusedText(page)).toBe('First Name *');
      await form.getByText('First name is required', { exact: true }).first().waitFor();
      expect(await form.getByLabel('Email Address *').getAttribute('aria-invalid')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);

      await first.fill('Ada');
      expect(await first.getAttribute('aria-invalid')).toBeNull();
      await form.getByLabel('Last Name *').fill('Lovelace');
      await form.getByLabel('Email Address *').fill('ada@example.com');
      await form.getByLabel('Date of Birth *').fill(`${new Date().getUTCFullYear() - 40}-03-04`);
      await form.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => focusedText(page)).toBe('Coverage Details');
      await form.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => focusedText(page)).toBe('Personal Information');
      await page.context().close();
    },
  );

  it('Escape closes the phone menu and gives focus back to its button', async () => {
    const { page } = await openPage(browser, `${siteUrl}/blog`, 'phone');
    await page.getByRole('button', { name: 'Essential Only' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focusedText(page)).toBe('Open menu');
    await page.context().close();
  });

  it.each(sizes)('the admin pages on a %s offer no quote', async (size) => {
    const { page } = await openPage(browser, `${siteUrl}/admin`, size);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('button', { name: /Get Free Quote/ }).count()).toBe(0);
    await page.context().close();
  });
});
