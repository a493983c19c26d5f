import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';
import { createThrowawayDatabase, hasPostgres, type ThrowawayDatabase } from '../support/postgres';
import { type RunningServer, startSite } from '../support/servers';
import { siteRoutes } from '../support/site-routes';

const blogPost = siteRoutes.find((r) => r.path === '/blog/:slug')?.url ?? '';

// Each page whose content comes from the API, and the error view it shows when that fails.
const apiPages = [
  { path: '/news', error: 'Unable to Load News' },
  { path: '/blog', error: 'Unable to Load Blog Posts' },
  { path: '/resources', error: 'Unable to Load Resources' },
  { path: blogPost, error: 'Unable to Load Article' },
  { path: '/news/1', error: 'Unable to Load Article' },
];

const errorView = (page: Page, title: string) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: title }) });

describe.skipIf(!hasChromium || !hasPostgres)('with the database down (PostgreSQL)', () => {
  let database: ThrowawayDatabase;
  let browser: Browser;
  let site: RunningServer;
  // Opened while the database is down and kept: recovery must need no reload.
  let resourcesPage: Page;
  let postPage: Page;

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    [browser, site] = await Promise.all([
      launchBrowser(),
      startSite({ DATABASE_URL: database.url }),
    ]);
    // Warm the pool first, so going down also ends connections the server holds.
    expect((await fetch(`${site.url}/api/blog`)).status).toBe(200);
    await database.takeDown();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await database?.drop();
  });

  it('answers /api/health with 503 JSON saying the database is down, within 2 s', async () => {
    const started = Date.now();
    const res = await fetch(`${site.url}/api/health`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'down' });
  });

  it('serves a page needing the database as the shell with 503, not a bare 500', async () => {
    for (const path of [blogPost, '/news/1']) {
      const res = await fetch(`${site.url}${path}`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      // The shell's layout, server-rendered, around the page the browser then fails to load.
      expect(await res.text()).toMatch(/<div id="root">.*Skip to content/s);
    }
  });

  it.each(apiPages)('shows $error with Try again on $path', async ({ path, error }) => {
    const { page, errors } = await openPage(browser, `${site.url}${path}`);
    await errorView(page, error).getByRole('button', { name: 'Try again' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'TermLens home' }).waitFor();
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
    if (path === '/resources') resourcesPage = page;
    else if (path === blogPost) postPage = page;
    else await page.context().close();
  });

  it('shows the news strip’s message with Try again on home, and the rest of home', async () => {
    const { page, errors } = await openPage(browser, `${site.url}/`);
    await page.locator('#compare').first().scrollIntoViewIfNeeded();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Unable to load news articles at this time.' })
      .getByRole('button', { name: 'Try again' })
      .waitFor();
    await page.locator('#compare-title').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps pages that need no database working', async () => {
    const { page } = await openPage(browser, `${site.url}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await page.context().close();
  });

  it('recovers without a restart: Try again on the same pages loads their content', async () => {
    await database.bringBack();
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200);

    await errorView(resourcesPage, 'Unable to Load Resources')
      .getByRole('button', { name: 'Try again' })
      .click();
    await resourcesPage.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await resourcesPage.getByRole('alert').count()).toBe(0);

    await errorView(postPage, 'Unable to Load Article')
      .getByRole('button', { name: 'Try again' })
      .click();
    await postPage.getByRole('link', { name: '← Back to Blog' }).waitFor();
    expect(await postPage.getByRole('heading', { level: 1 }).textContent()).not.toMatch(
      /Unable|Not Found/,
    );
    await resourcesPage.context().close();
    await postPage.context().close();
  });
});
