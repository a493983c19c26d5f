import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Remote, remotes } from '../../shell/src/site/remotes';
import { hasChromium, launchBrowser, openPage } from '../support/browser';
import { freePort, type RunningServer, startSite } from '../support/servers';

// A page of each remote with the heading only its own code renders, the footer link leading to
// it (mfe-admin has none) and, for the three on home, the section it fills there.
const samples: Record<
  Remote['name'],
  {
    path: string;
    heading: string;
    footerLink?: string;
    homeSection?: { title: string; area: string };
  }
> = {
  mfe_quotes: {
    path: '/compare',
    heading: 'Compare Term Life Insurance Quotes',
    footerLink: 'Compare Quotes',
    homeSection: { title: '#compare-title', area: 'the quote comparison' },
  },
  mfe_content: {
    path: '/faq',
    heading: 'Frequently Asked Questions',
    footerLink: 'FAQ',
    homeSection: { title: '#news-strip-title', area: 'the latest news' },
  },
  mfe_leads: {
    path: '/contact',
    heading: 'Contact Us',
    footerLink: 'Contact Us',
    homeSection: { title: '#estimate-title', area: 'the coverage estimate form' },
  },
  mfe_admin: { path: '/admin', heading: 'Lead Dashboard' },
};

const pageError = (page: Page) =>
  page.getByRole('alert').filter({ hasText: "We couldn't load this page." });

async function expectRealPage(page: Page, remote: Remote) {
  const { heading } = samples[remote.name];
  await page.getByRole('main').getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await pageError(page).count()).toBe(0);
}

/** The shell's frame: the site's header and footer, or on /admin the admin's own bar. */
async function expectShellChrome(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'TermLens home' }).waitFor();
  if (new URL(page.url()).pathname === '/admin') return;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().waitFor();
  await page
    .getByRole('contentinfo')
    .getByRole('heading', { name: 'Legal and Compliance' })
    .waitFor();
}

describe.skipIf(!hasChromium)('remote down', () => {
  describe.each(remotes)('with $packageName unreachable', (dead) => {
    const alive = remotes.filter((r) => r !== dead);
    let browser: Browser;
    let site: RunningServer;
    beforeAll(async () => {
      // A port nobody listens on: the manifest request is refused, as when a CDN is down.
      const closedPort = await freePort();
      [browser, site] = await Promise.all([
        launchBrowser(),
        startSite({ [dead.envVar]: `http://127.0.0.1:${closedPort}/mf-manifest.json` }),
      ]);
    });
    afterAll(async () => {
      await browser?.close();
      await site?.stop();
    });

    it(`shows the shell's error view with Try again on ${samples[dead.name].path}`, async () => {
      const { page, errors } = await openPage(browser, `${site.url}${samples[dead.name].path}`);
      await expectShellChrome(page);
      await pageError(page).getByRole('button', { name: 'Try again' }).click();
      // Still unreachable: the retry lands on the error view again, never on a blank page.
      await pageError(page).getByRole('button', { name: 'Try again' }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('keeps the header, the footer and every other remote’s page working', async () => {
      const { page, errors } = await openPage(browser, `${site.url}${samples[dead.name].path}`);
      await pageError(page).waitFor();
      // Client-side navigation from the failed page: the app is still alive.
      for (const remote of alive) {
        const { footerLink, path } = samples[remote.name];
        // The admin's frame has no site footer: from there, the page is opened afresh.
        if (footerLink && new URL(page.url()).pathname !== '/admin') {
          await page.getByRole('contentinfo').getByRole('link', { name: footerLink }).click();
          await page.waitForURL(`${site.url}${path}`);
        } else {
          await page.goto(`${site.url}${path}`);
        }
        await expectShellChrome(page);
        await expectRealPage(page, remote);
      }
      await page.getByRole('banner').getByRole('link', { name: 'TermLens home' }).click();
      await page.getByRole('heading', { level: 1, name: /Compare the Best/ }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('fills every home section but its own, which shows Try again in place', async () => {
      const { page, errors } = await openPage(browser, `${site.url}/`);
      await page.getByRole('heading', { level: 1, name: /Compare the Best/ }).waitFor();
      for (const anchor of ['#compare', '#estimate']) {
        await page.locator(anchor).first().scrollIntoViewIfNeeded();
      }
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      for (const remote of remotes) {
        const section = samples[remote.name].homeSection;
        if (!section) continue;
        if (remote === dead) {
          await page
            .getByRole('alert')
            .filter({ hasText: `We couldn't load ${section.area}.` })
            .getByRole('button', { name: 'Try again' })
            .waitFor();
        } else {
          await page.locator(section.title).waitFor();
        }
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
