import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchBrowser, openPage, revealHomeSections } from '../support/browser';
import { type RunningServer, startRemote, startSite } from '../support/servers';

const siteUrl = inject('siteUrl');

// Every route a remote renders and the remote package that owns it.
const routes: [path: string, pkg: string][] = [
  ['/compare', 'mfe-quotes'],
  ['/calculator', 'mfe-quotes'],
  ['/news', 'mfe-content'],
  ['/news/1', 'mfe-content'],
  ['/blog', 'mfe-content'],
  ['/blog/term-life-basics', 'mfe-content'],
  ['/resources', 'mfe-content'],
  ['/faq', 'mfe-content'],
  ['/sitemap', 'mfe-content'],
  ['/privacy', 'mfe-content'],
  ['/terms', 'mfe-content'],
  ['/disclosure', 'mfe-content'],
  ['/cookie-policy', 'mfe-content'],
  ['/eula', 'mfe-content'],
  ['/ftc-compliance', 'mfe-content'],
  ['/apply', 'mfe-leads'],
  ['/contact', 'mfe-leads'],
  ['/data-rights', 'mfe-leads'],
  ['/admin', 'mfe-admin'],
];

describe.skipIf(!hasChromium)('federated shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('renders the header, the footer and the home sections of three remotes', async () => {
    const { page, errors, requests } = await openPage(browser, `${siteUrl}/`);
    await page.getByRole('banner').getByRole('link', { name: 'TermLens home' }).waitFor();
    await page
      .getByRole('contentinfo')
      .getByRole('heading', { name: 'Legal and Compliance' })
      .waitFor();
    await revealHomeSections(page);
    for (const pkg of ['mfe-quotes', 'mfe-content', 'mfe-leads']) {
      expect(requests.some((r) => r.includes(`/remotes/${pkg}/`))).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(routes)('%s renders the page of %s', async (path, pkg) => {
    const { page, errors, requests } = await openPage(browser, `${siteUrl}${path}`);
    await page.getByRole('main').locator('h1').first().waitFor();
    expect(await page.getByRole('alert').filter({ hasText: "We couldn't load" }).count()).toBe(0);
    expect(requests.some((r) => r.includes(`/remotes/${pkg}/`))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('loads no file of mfe-admin on / and /compare, and loads it on /admin', async () => {
    const { page, requests } = await openPage(browser, `${siteUrl}/`);
    await revealHomeSections(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Compare Plans' })
      .click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => r.includes('mfe-admin'))).toEqual([]);
    await page.goto(`${siteUrl}/admin`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(requests.some((r) => r.includes('/remotes/mfe-admin/'))).toBe(true);
    await page.context().close();
  });

  it("shows '404 Page Not Found' with a 404 status for an unknown path", async () => {
    const res = await fetch(`${siteUrl}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>404 Page Not Found | TermLens</title>');
    const { page } = await openPage(browser, `${siteUrl}/no/such/page`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('404 Page Not Found');
    // A developer-style hint, but no file of the repository named to a visitor.
    expect(await page.getByRole('main').textContent()).not.toMatch(/\.tsx?\b|src\//);
    await page.context().close();
  });

  it('shares one store across remotes: a button in mfe-content opens the shell’s cookie dialog', async () => {
    const { page } = await openPage(browser, `${siteUrl}/cookie-policy`);
    await page.getByRole('button', { name: 'Essential Only' }).click();
    await page.getByRole('button', { name: 'Change cookie preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Accept All' }).click();
    await dialog.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => localStorage.getItem('termlens-cookie-consent'));
    expect(JSON.parse(stored ?? '{}')).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });
    await page.context().close();
  });
});

describe.skipIf(!hasChromium)('a remote served from another origin', () => {
  let browser: Browser;
  let remote: RunningServer;
  let site: RunningServer;
  beforeAll(async () => {
    [browser, remote] = await Promise.all([launchBrowser(), startRemote('mfe-content')]);
    site = await startSite({ REMOTE_MFE_CONTENT_URL: `${remote.url}/mf-manifest.json` });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await remote?.stop();
  });

  it('is used by the unchanged build after a restart with REMOTE_MFE_CONTENT_URL', async () => {
    const { page, requests } = await openPage(browser, `${site.url}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(requests.some((r) => r.startsWith(`${remote.url}/`))).toBe(true);
    expect(requests.some((r) => r.includes('/remotes/mfe-content/'))).toBe(false);
    await page.context().close();
  });
});
