import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser } from '../support/browser';
import { releaseCli } from '../support/release-cli';
import { type RunningServer, startRemote, startSite } from '../support/servers';

const TOKEN = 'e2e-quotes-team-token';
const remoteEntry = /\/static\/js\/mfe_quotes\.[0-9a-f]+\.js$/;

interface Load {
  path: string;
  startedAt: number;
  /** where the page loaded mfe-quotes's entry from, on /compare */
  quotesFrom?: string;
  failures: string[];
}

const cli = (args: string[], site: string) => releaseCli(args, site, TOKEN);

/**
 * Loads /compare and / in turn until stopped, like visitors during a release: every load must
 * succeed, and each /compare records where its mfe-quotes code came from.
 */
function visitorLoop(page: Page, siteUrl: string) {
  const loads: Load[] = [];
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const path = i % 2 === 0 ? '/compare' : '/';
      const load: Load = { path, startedAt: Date.now(), failures: [] };
      const onFailed = (r: { url(): string; failure(): { errorText: string } | null }) => {
        // A request cut short by the next navigation is no failed load.
        if (r.failure()?.errorText !== 'net::ERR_ABORTED') load.failures.push(`failed ${r.url()}`);
      };
      const onResponse = (r: { url(): string; status(): number }) => {
        if (r.status() >= 400) load.failures.push(`${r.status()} ${r.url()}`);
      };
      const onError = (e: Error) => load.failures.push(`page error ${e.message}`);
      page.on('requestfailed', onFailed);
      page.on('response', onResponse);
      page.on('pageerror', onError);
      try {
        const entry =
          path === '/compare'
            ? page.waitForResponse((r) => remoteEntry.test(new URL(r.url()).pathname), {
                timeout: 15_000,
              })
            : null;
        const response = await page.goto(`${siteUrl}${path}`);
        if (response?.status() !== 200) load.failures.push(`page answered ${response?.status()}`);
        const loaded = await entry;
        if (loaded) {
          load.quotesFrom =
            new URL(loaded.url()).origin + new URL(loaded.url()).pathname.split('/static/')[0];
          await page.getByRole('button', { name: 'Get Quotes' }).first().waitFor();
        }
      } catch (err) {
        load.failures.push(String(err));
      } finally {
        page.off('requestfailed', onFailed);
        page.off('response', onResponse);
        page.off('pageerror', onError);
      }
      loads.push(load);
    }
  })();
  return {
    loads,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const waitFor = async (check: () => boolean, ms: number) => {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.skipIf(!hasChromium)('a remote released and rolled back live', () => {
  let browser: Browser;
  let remote: RunningServer;
  let site: RunningServer;
  beforeAll(async () => {
    [browser, remote, site] = await Promise.all([
      launchBrowser(),
      startRemote('mfe-quotes'),
      startSite({ RELEASE_TOKEN_MFE_QUOTES: TOKEN }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await remote?.stop();
  });

  it('refuses a build that does not fit, and changes nothing', async () => {
    const refused = await cli(
      ['release', 'mfe-quotes', '/remotes/mfe-content/mf-manifest.json'],
      site.url,
    );
    expect(refused.exit).toBe(1);
    expect(refused.lines.join('\n')).toMatch(
      /422[\s\S]*remote name: the manifest is mfe_content's/,
    );
    const config = await (await fetch(`${site.url}/runtime-config.json`)).json();
    expect(config.remotes.mfe_quotes).toBe('/remotes/mfe-quotes/mf-manifest.json');
  });

  it('serves the new origin within 5 s with no failed load, and the old one after a rollback', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loop = visitorLoop(page, site.url);
    const own = `${site.url}/remotes/mfe-quotes`;
    const servedFrom = (origin: string, after: number) => () =>
      loop.loads.some((l) => l.startedAt >= after && l.quotesFrom === origin);
    try {
      await waitFor(servedFrom(own, 0), 20_000);
      expect(loop.loads.some((l) => l.quotesFrom === own)).toBe(true);

      const released = await cli(
        ['release', 'mfe-quotes', `${remote.url}/mf-manifest.json`],
        site.url,
      );
      expect(released.lines).toEqual([expect.stringMatching(/^mfe-quotes released http/)]);
      expect(released.exit).toBe(0);
      // The page server renders with the new release too: its styles come from there.
      await expect
        .poll(async () => (await fetch(`${site.url}/compare`)).text(), {
          timeout: 5000,
        })
        .toContain(`${remote.url}/static/css/`);
      await waitFor(servedFrom(remote.url, released.at), 10_000);
      const firstNew = loop.loads.find(
        (l) => l.startedAt >= released.at && l.quotesFrom === remote.url,
      );
      expect(firstNew?.startedAt ?? Infinity).toBeLessThan(released.at + 5000);

      const rolledBack = await cli(['rollback', 'mfe-quotes'], site.url);
      expect(rolledBack.exit).toBe(0);
      expect(rolledBack.lines).toEqual([
        expect.stringMatching(/^mfe-quotes rolled back to \/remotes\/mfe-quotes\//),
      ]);
      await waitFor(servedFrom(own, rolledBack.at), 10_000);
      const firstOld = loop.loads.find((l) => l.startedAt >= rolledBack.at && l.quotesFrom === own);
      expect(firstOld?.startedAt ?? Infinity).toBeLessThan(rolledBack.at + 5000);
    } finally {
      await loop.stop();
      await context.close();
    }
    expect(loop.loads.filter((l) => l.failures.length > 0)).toEqual([]);
    expect(loop.loads.filter((l) => l.path === '/').length).toBeGreaterThan(1);
  }, 90_000);
});
