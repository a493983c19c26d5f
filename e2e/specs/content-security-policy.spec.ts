import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchBrowser } from '../support/browser';
import { type RunningServer, startRemote, startSite } from '../support/servers';
import { siteRoutes } from '../support/site-routes';

const siteUrl = inject('siteUrl');

/** Opens a page and gathers every CSP violation: console errors and DOM events alike. */
async function visitCollectingViolations(browser: Browser, url: string) {
  const context = await browser.newContext();
  // Registered before any page script runs, so violations during start-up are caught too.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const page: Page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) {
      consoleErrors.push(m.text());
    }
  });
  await page.goto(url);
  await page.getByRole('main').locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const events = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  await context.close();
  return [...consoleErrors, ...events];
}

describe.skipIf(!hasChromium)('the site under its Content Security Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sends the policy with the page', async () => {
    const res = await fetch(`${siteUrl}/`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('sends a Permissions-Policy that Chromium reads without a complaint', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const complaints: string[] = [];
    page.on('console', (m) => {
      if (/Permissions-Policy/i.test(m.text())) complaints.push(m.text());
    });
    await page.goto(`${siteUrl}/`);
    await page.waitForLoadState('networkidle');
    await context.close();
    expect(complaints).toEqual([]);
  });

  it.each(siteRoutes.map((r) => r.url))('%s renders without a CSP violation', async (url) => {
    expect(await visitCollectingViolations(browser, `${siteUrl}${url}`)).toEqual([]);
  });
});

describe.skipIf(!hasChromium)('a remote from another origin under the CSP', () => {
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

  it('is allowed by origin and loads without a violation', async () => {
    const res = await fetch(`${site.url}/faq`);
    const scriptSrc = res.headers
      .get('content-security-policy')
      ?.split('; ')
      .find((directive) => directive.startsWith('script-src '))
      ?.split(' ');
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(remote.url);
    expect(await visitCollectingViolations(browser, `${site.url}/faq`)).toEqual([]);
  });
});
