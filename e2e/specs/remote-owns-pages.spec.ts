import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublishedSite } from '@termlens/contracts/published-site';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser } from '../support/browser';
import { copyOfBuild, type FolderServer, startFolderServer } from '../support/folder-server';
import { releaseCli } from '../support/release-cli';
import { type RunningServer, startSite } from '../support/servers';

const TOKEN = 'e2e-content-team-token';
const extraPage = {
  path: '/questions',
  module: 'faq-page',
  name: 'Questions',
  group: 'main' as const,
  title: 'Your Term Life Questions, Answered | TermLens',
  description: 'The questions our readers ask most, answered plainly.',
  keywords: ['term life questions'],
};

/** mfe-content's build with one more page in what it publishes: the content team's next release. */
function buildWithExtraPage(): string {
  const folder = copyOfBuild('mfe-content');
  const file = join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const site = manifest.metaData.site as PublishedSite;
  site.pages.push(extraPage);
  manifest.metaData.buildInfo.buildVersion = '9.0.0';
  writeFileSync(file, JSON.stringify(manifest));
  return folder;
}

const cli = (args: string[], site: string) => releaseCli(args, site, TOKEN);

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe.skipIf(!hasChromium)('a page a remote adds by releasing itself alone', () => {
  let browser: Browser;
  let folder: string;
  let remote: FolderServer;
  let site: RunningServer;

  beforeAll(async () => {
    folder = buildWithExtraPage();
    [browser, remote, site] = await Promise.all([
      launchBrowser(),
      startFolderServer(folder),
      startSite({ RELEASE_TOKEN_MFE_CONTENT: TOKEN }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.stop(), remote?.stop()]);
    rmSync(folder, { recursive: true, force: true });
  });

  const page = (path = extraPage.path) => fetch(`${site.url}${path}`);
  const sitemap = async () => (await (await page('/sitemap.xml')).text()).includes('/questions<');

  it('is 404 before the release, 200 with its own title after it, and 404 after a rollback', async () => {
    expect((await page()).status).toBe(404);
    expect(await sitemap()).toBe(false);

    const released = await cli(
      ['release', 'mfe-content', `${remote.url}/mf-manifest.json`],
      site.url,
    );
    expect(released.lines).toEqual([expect.stringMatching(/^mfe-content released http/)]);
    const res = await page();
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(titleOf(html)).toBe(extraPage.title);
    // Rendered on the server by the module the page names, with its styles from the new origin.
    expect(html).toContain('Frequently Asked Questions');
    expect(html).toContain(`${remote.url}/static/css/`);
    expect(await sitemap()).toBe(true);
    const pages = await (await page('/api/site/pages')).json();
    expect(pages.pages).toContainEqual(expect.objectContaining({ path: '/questions' }));

    // The browser routes to it from the runtime config and keeps its title once hydrated.
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    await tab.goto(`${site.url}/faq`, { waitUntil: 'networkidle' });
    await tab.goto(`${site.url}${extraPage.path}`, { waitUntil: 'networkidle' });
    await tab.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(await tab.title()).toBe(extraPage.title);
    expect(errors).toEqual([]);
    await context.close();

    const rolledBack = await cli(['rollback', 'mfe-content'], site.url);
    expect(rolledBack.exit).toBe(0);
    expect((await page()).status).toBe(404);
    expect(titleOf(await (await page()).text())).toBe('404 Page Not Found | TermLens');
    expect(await sitemap()).toBe(false);
    expect((await page('/faq')).status).toBe(200);
  }, 60_000);

  it('refuses a release whose page another remote has, and changes nothing', async () => {
    const file = join(folder, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    manifest.metaData.site.pages.push({ ...extraPage, path: '/compare' });
    writeFileSync(file, JSON.stringify(manifest));
    const refused = await cli(
      ['release', 'mfe-content', `${remote.url}/mf-manifest.json`],
      site.url,
    );
    expect(refused.exit).toBe(1);
    expect(refused.lines.join('\n')).toMatch(/pages: \/compare is already mfe-quotes's page/);
    expect((await page()).status).toBe(404);
  });
});
