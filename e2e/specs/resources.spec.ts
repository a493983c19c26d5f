import type { Browser, Page } from 'playwright-core';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchBrowser, navigateInApp, viewports } from '../support/browser';

const siteUrl = inject('siteUrl');

async function open(browser: Browser, path: string, failing?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  if (failing) {
    await page.route(`**${failing}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
    );
  }
  await page.goto(`${siteUrl}${path}`);
  await page.getByRole('button', { name: 'Essential Only' }).click();
  return page;
}

/** The toast itself, a list item; Radix's hidden live-region copy of the text is left aside. */
const seeToast = (page: Page, text: string) =>
  page.locator('li').getByText(text, { exact: true }).waitFor();

/** The URL of the file the new tab requests. */
const fileRequest = async (page: Page) =>
  (
    await page
      .context()
      .waitForEvent('request', { predicate: (r) => r.url().includes('/api/resources/files/') })
  ).url();

describe.skipIf(!hasChromium)('resources page and email course', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('downloads a PDF through the dialog: validation, new tab with the real file, count +1', async () => {
    const page = await open(browser, '/resources');
    const main = page.getByRole('main');
    const card = main.locator('article', { hasText: 'Buyer’s Checklist' });
    await card.waitFor();
    const before = await card.textContent();
    const countBefore = Number(
      /([\d,]+) downloads?/.exec(before ?? '')?.[1]?.replace(',', '') ?? 0,
    );

    await card.getByRole('button', { name: /^Download Free/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email Address *').fill('not an email');
    await dialog.getByRole('button', { name: 'Download Now' }).click();
    await seeToast(page, 'Invalid email');
    await seeToast(page, 'Please enter a valid email address.');

    await dialog.getByLabel('Email Address *').fill('e2e-reader@example.com');
    await dialog.getByLabel('First Name').fill('Eve');
    const opened = fileRequest(page);
    await dialog.getByRole('button', { name: 'Download Now' }).click();
    const url = await opened;
    await seeToast(page, 'Download started!');
    await dialog.waitFor({ state: 'detached' });

    // The new tab turns into a download, so fetch the URL it opened and check the file.
    expect(url).toMatch(/\/api\/resources\/files\/term-life-buyers-checklist\?expires=\d+&sig=/);
    const file = await page.request.get(url);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await expect
      .poll(async () => ((await card.textContent()) ?? '').match(/([\d,]+) downloads?/)?.[1])
      .toBe(String(countBefore + 1));

    // The dialog opens empty again.
    await card.getByRole('button', { name: /^Download Free/ }).click();
    expect(await page.getByRole('dialog').getByLabel('Email Address *').inputValue()).toBe('');
    await page.context().close();
  });

  it('serves a spreadsheet that opens as XLSX', async () => {
    const page = await open(browser, '/resources');
    const card = page.getByRole('main').locator('article', { hasText: 'Coverage Needs Worksheet' });
    await card.getByRole('button', { name: /^Download Free/ }).click();
    await page.getByRole('dialog').getByLabel('Email Address *').fill('sheet@example.com');
    const opened = fileRequest(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Download Now' }).click();
    const file = await page.request.get(await opened);
    expect((await file.body()).subarray(0, 2).toString('latin1')).toBe('PK');
    await page.context().close();
  });

  it('shows the download failure toast when the API fails', async () => {
    const page = await open(browser, '/resources', '/api/resources/*/download');
    const card = page.getByRole('main').locator('article').first();
    await card.getByRole('button', { name: /^Download Free/ }).click();
    await page.getByRole('dialog').getByLabel('Email Address *').fill('a@b.co');
    await page.getByRole('dialog').getByRole('button', { name: 'Download Now' }).click();
    await seeToast(page, 'Download failed');
    await page.context().close();
  });

  it('shows skeletons while loading and the error view when the list fails', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/resources', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await navigateInApp(page, siteUrl, '/resources');
    await page.getByTestId('resource-skeleton').first().waitFor();
    release();
    await page.getByRole('heading', { name: 'Unable to Load Resources' }).waitFor();
    await context.close();
  });

  it('shows the empty view when there are no resources', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await page.route('**/api/resources', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await navigateInApp(page, siteUrl, '/resources');
    await page.getByRole('heading', { name: 'No Resources Available' }).waitFor();
    await context.close();
  });

  it('signs up for the 7-day course with each validation toast in turn', async () => {
    const page = await open(browser, '/resources');
    await page.getByRole('button', { name: 'Start the Free Course' }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: 'Start the Course' });

    await dialog.getByLabel('Email Address *').fill('nope@');
    await submit.click();
    await seeToast(page, 'Please enter a valid email address.');

    const email = `course-${Date.now()}@example.com`;
    await dialog.getByLabel('Email Address *').fill(email);
    await submit.click();
    await seeToast(page, 'Please enter your first name.');

    await dialog.getByLabel('First Name *').fill('Casey');
    await submit.click();
    await seeToast(page, 'Please accept the terms to continue.');

    await dialog.getByRole('checkbox').check();
    await submit.click();
    await seeToast(page, 'Welcome to the Course!');
    await dialog.waitFor({ state: 'detached' });

    // Reopened, the form is empty; the same address again is welcomed, not refused.
    await page.getByRole('button', { name: 'Start the Free Course' }).click();
    expect(await dialog.getByLabel('Email Address *').inputValue()).toBe('');
    await dialog.getByLabel('Email Address *').fill(email);
    await dialog.getByLabel('First Name *').fill('Casey');
    await dialog.getByRole('checkbox').check();
    await submit.click();
    await seeToast(page, 'Welcome to the Course!');
    await page.context().close();
  });

  it('subscribes to the newsletter from /blog', async () => {
    const page = await open(browser, '/blog');
    const box = page.locator('section', {
      has: page.getByRole('heading', { name: 'Get new guides by email' }),
    });
    await box.getByLabel('Email address').fill('bad');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await seeToast(page, 'Invalid email');
    await box.getByLabel('Email address').fill(`news-${Date.now()}@example.com`);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await seeToast(page, 'You are subscribed!');
    expect(await box.getByLabel('Email address').inputValue()).toBe('');
    await page.context().close();
  });

  it('shows the same people with the same stories on the home page and here', async () => {
    const storiesOn = async (path: string) => {
      const page = await open(browser, path);
      const figures = page.locator('figure', { has: page.locator('blockquote') });
      await figures.first().waitFor();
      const stories = await figures.evaluateAll((all) =>
        all.map((f) => [
          f.querySelector('figcaption strong')?.textContent ?? '',
          (f.querySelector('blockquote')?.textContent ?? '').replace(/[“”]/g, '').trim(),
        ]),
      );
      await page.context().close();
      return Object.fromEntries(stories);
    };
    const home = await storiesOn('/');
    expect(Object.keys(home)).toHaveLength(3);
    expect(await storiesOn('/resources')).toEqual(home);
  });
});
