import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchBrowser, navigateInApp, viewports } from '../support/browser';

const siteUrl = inject('siteUrl');

/** A fresh page; `failing` makes every matching API call answer 500 before the page loads. */
async function open(browser: Browser, path: string, failing?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  if (failing) {
    await page.route(`**${failing}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await navigateInApp(page, siteUrl, path);
  } else {
    await page.goto(`${siteUrl}${path}`);
  }
  // The consent banner covers the bottom of the page; answering it keeps clicks honest.
  await page.getByRole('button', { name: 'Essential Only' }).click();
  return page;
}

describe.skipIf(!hasChromium)('news and blog pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('home news strip loads at most 6 articles and filters by category', async () => {
    const page = await open(browser, '/');
    const strip = page.locator('section', {
      has: page.getByRole('heading', { name: 'Latest Insurance News' }),
    });
    await strip.locator('article').first().waitFor();
    expect(await strip.locator('article').count()).toBeLessThanOrEqual(6);
    await strip.getByRole('button', { name: 'Technology' }).click();
    await expect
      .poll(async () => (await strip.locator('article').allInnerTexts()).join('|'))
      .toMatch(/^Technology/);
    const texts = await strip.locator('article').allInnerTexts();
    expect(texts.every((t) => t.startsWith('Technology'))).toBe(true);
    expect(await strip.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/news');
    await page.context().close();
  });

  it('home news strip falls back to the news link when the API fails', async () => {
    const page = await open(browser, '/', '/api/news?*');
    await page.getByText('Unable to load news articles at this time.').waitFor();
    await page.getByRole('link', { name: 'Visit our news section' }).waitFor();
    await page.context().close();
  });

  it('/news filters by search and category, shows the empty view and clears it', async () => {
    const page = await open(browser, '/news');
    const main = page.getByRole('main');
    await main.locator('article').first().waitFor();
    const all = await main.locator('article').count();
    expect(all).toBeGreaterThanOrEqual(12);
    await main.getByLabel('Category').selectOption('technology');
    expect(await main.locator('article').count()).toBeLessThan(all);
    await main.getByLabel('Search news').fill('zzz no such words');
    await main.getByRole('heading', { name: 'No articles found' }).waitFor();
    await main.getByRole('button', { name: 'Clear filters' }).click();
    await main.locator('article').first().waitFor();
    expect(await main.locator('article').count()).toBe(all);
    const href = await main.locator('article a').first().getAttribute('href');
    expect(href).toMatch(/^\/news\/\d+$|^https?:/);
    await page.context().close();
  });

  it('/news shows its error view when the API fails', async () => {
    const page = await open(browser, '/news', '/api/news');
    await page.getByRole('heading', { name: 'Unable to Load News' }).waitFor();
    await page.context().close();
  });

  it('/blog lists 9 posts and Load More Articles fetches the next page', async () => {
    const page = await open(browser, '/blog');
    const main = page.getByRole('main');
    await main.locator('article').first().waitFor();
    expect(await main.locator('article').count()).toBe(9);
    await main.getByRole('button', { name: 'Load More Articles' }).click();
    await expect.poll(() => main.locator('article').count()).toBeGreaterThan(9);
    expect(await main.getByRole('button', { name: 'Load More Articles' }).count()).toBe(0);
    await page.context().close();
  });

  it('/blog shows its error view when the API fails', async () => {
    const page = await open(browser, '/blog', '/api/blog?*');
    await page.getByRole('heading', { name: 'Unable to Load Blog Posts' }).waitFor();
    await page.context().close();
  });

  it('a blog post has its metadata, share buttons opening new windows and the CTA', async () => {
    const page = await open(browser, '/blog/term-life-basics');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).not.toBe('');
    await main.getByText('TL;DR').waitFor();
    expect(await main.locator('.prose h2').count()).toBeGreaterThan(0);
    const opened: string[] = [];
    await page.exposeFunction('recordOpen', (url: string) => opened.push(url));
    await page.evaluate(() => {
      window.open = ((url: string) => {
        (window as unknown as { recordOpen(u: string): void }).recordOpen(url);
        return null;
      }) as typeof window.open;
    });
    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) {
      await main.getByRole('button', { name: network }).click();
    }
    await expect.poll(() => opened.length).toBe(3);
    expect(opened[0]).toContain('facebook.com');
    expect(opened[1]).toMatch(/twitter\.com.*text=/);
    expect(opened[2]).toContain('linkedin.com');
    expect(await main.getByRole('link', { name: 'Compare Quotes Now' }).getAttribute('href')).toBe(
      '/compare',
    );
    await page.context().close();
  });

  it('an unknown slug shows Article Not Found and the server answers 404', async () => {
    const res = await fetch(`${siteUrl}/blog/no-such-post`);
    expect(res.status).toBe(404);
    const page = await open(browser, '/blog/no-such-post');
    await page.getByRole('heading', { name: 'Article Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Blog' }).waitFor();
    await page.getByRole('link', { name: 'Go Home' }).waitFor();
    await page.context().close();
  });
});
