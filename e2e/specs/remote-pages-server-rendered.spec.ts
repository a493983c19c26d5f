import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { faqEntries } from '@termlens/contracts/faq';
import type { Browser, Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchBrowser, viewports } from '../support/browser';
import { copyOfBuild, type FolderServer, startFolderServer } from '../support/folder-server';
import { createThrowawayDatabase, hasPostgres, type ThrowawayDatabase } from '../support/postgres';
import { type RunningServer, startSite } from '../support/servers';

const siteUrl = inject('siteUrl');

const mainText = (html: string) =>
  (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

async function getJson<T>(path: string): Promise<T> {
  return (await (await fetch(`${siteUrl}${path}`)).json()) as T;
}

/** Every page a remote renders, and text its main content shows. */
async function routesWithContent(): Promise<[string, string[]][]> {
  const news = await getJson<{ id: number; title: string }[]>('/api/news');
  const blog = await getJson<{ posts: { slug: string; title: string }[] }>('/api/blog');
  const resources = await getJson<{ title: string }[]>('/api/resources');
  const post = await getJson<{ title: string; tags: string[] }>(`/api/blog/${blog.posts[0]?.slug}`);
  const faq = faqEntries[3];
  return [
    [`/blog/${blog.posts[0]?.slug}`, [post.title, ...post.tags]],
    [`/news/${news[0]?.id}`, [news[0]?.title ?? '']],
    ['/news', news.slice(0, 3).map((a) => a.title)],
    ['/blog', blog.posts.slice(0, 3).map((p) => p.title)],
    ['/resources', resources.map((r) => r.title)],
    ['/faq', [faq?.question ?? '', faq?.answer[0]?.slice(0, 60) ?? '']],
    ['/privacy', ['Privacy Policy', 'This policy explains what personal information']],
    ['/terms', ['Terms of Use', 'These Terms of Use govern']],
    ['/disclosure', ['Affiliate Disclosure', 'insurers and insurance agents pay us']],
    ['/cookie-policy', ['Cookie Policy', 'What cookies']],
    ['/eula', ['End User License Agreement']],
    ['/ftc-compliance', ['FTC Compliance']],
    ['/sitemap', ['Sitemap', 'Main pages']],
    ['/compare', ['Compare Term Life Insurance Quotes', 'Term length', 'Get Quotes']],
    [
      '/compare?age=45&coverage=1000000&term=30&smoker=false',
      ['Age 45 · $1,000,000 · 30-year term', 'Preferred Plus'],
    ],
    ['/calculator', ['Life Insurance Coverage Calculator', 'Annual income']],
    ['/apply', ['Apply for Term Life Insurance', 'Step 1 of 3']],
    ['/contact', ['Contact Us', 'Get in Touch']],
    ['/data-rights', ['Your Data Rights', 'Right to Access']],
  ];
}

describe.skipIf(!hasChromium)("every remote's page, rendered by the server", () => {
  let browser: Browser;
  let routes: [string, string[]][];
  beforeAll(async () => {
    browser = await launchBrowser();
    routes = await routesWithContent();
  });
  afterAll(() => browser?.close());

  it('shows each page’s main content with JavaScript disabled', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, texts] of routes) {
      await page.goto(`${siteUrl}${path}`);
      const main = ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
      for (const text of texts) expect(main, path).toContain(text);
    }
    await page.goto(`${siteUrl}/faq`);
    const answer = page.getByText(faqEntries[5]?.answer[0] ?? '-', { exact: false });
    expect(await answer.isVisible()).toBe(true);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.join('')).toContain('"FAQPage"');
    await context.close();
  });

  it('keeps a quote search in the URL: a submit writes it, a reload renders its results', async () => {
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/compare`, { waitUntil: 'networkidle' });
    await page.getByLabel('Age', { exact: true }).selectOption('40');
    await page.getByLabel('Term length').selectOption('30');
    await page.getByRole('button', { name: 'Get Quotes' }).click();
    await page.getByText('Age 40 ·').first().waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('age')).toBe('40');
    expect(url.searchParams.get('term')).toBe('30');
    const html = await (await fetch(`${siteUrl}${url.pathname}${url.search}`)).text();
    expect(mainText(html)).toContain('Age 40 ·');
    await context.close();
  });

  it('keeps what the visitor chose before the page’s scripts ran', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    // The remote's code is held back while the visitor fills in the server's form.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/remotes/mfe-quotes/static/js/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${siteUrl}/compare`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Age', { exact: true }).selectOption('55');
    await page.getByLabel('Smoker').check();
    release();
    // Hydrated: the consent banner shows then, and the remote's page once its code is in.
    await page.locator('#cookie-banner-title').waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Get Quotes' }).click();
    await page.getByText('Age 55 ·').first().waitFor();
    expect(new URL(page.url()).searchParams.get('smoker')).toBe('true');
    await context.close();
  });

  for (const [label, viewport] of Object.entries(viewports)) {
    it(`hydrates every page without a warning or an error at ${label} width`, async () => {
      const context = await browser.newContext({ viewport });
      for (const [path] of routes) {
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('pageerror', (e) => problems.push(e.message));
        page.on('console', (m) => {
          if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
        });
        await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
        expect(problems, path).toEqual([]);
        await page.close();
      }
      await context.close();
    });
  }

  it('makes no request for the data a blog post or a news article arrived with', async () => {
    for (const [path] of routes.slice(0, 2)) {
      const context = await browser.newContext({ viewport: viewports.phone });
      const page = await context.newPage();
      const api: string[] = [];
      page.on('request', (r) => {
        if (
          new URL(r.url()).pathname.startsWith('/api/') &&
          r.url().includes(path.split('/')[2] ?? '-')
        )
          api.push(r.url());
      });
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
      // Hydrated: the share buttons answer.
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(api, path).toEqual([]);
      await context.close();
    }
  });
});

/** Rewrites text in the build's scripts (browser and server) and marks the manifest as new. */
function redeploy(folder: string, from: string, to: string, version: string) {
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(folder, file), 'utf8');
    if (code.includes(from)) writeFileSync(join(folder, file), code.replaceAll(from, to));
  }
  const manifestFile = join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

describe.skipIf(!hasChromium || !hasPostgres)('a remote served from another origin', () => {
  let browser: Browser;
  let folder: string;
  let remote: FolderServer;
  let database: ThrowawayDatabase;
  let site: RunningServer;

  beforeAll(async () => {
    folder = copyOfBuild('mfe-content');
    [browser, remote, database] = await Promise.all([
      launchBrowser(),
      startFolderServer(folder),
      createThrowawayDatabase(),
    ]);
    site = await startSite({
      DATABASE_URL: database.url,
      REMOTE_MFE_CONTENT_URL: `${remote.url}/mf-manifest.json`,
      // Every render reads the manifest, so a redeploy shows on the very next page.
      SSR_MANIFEST_MAX_AGE_MS: '0',
    });
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.stop(), remote?.stop()]);
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  const html = async (path: string) => {
    const response = await fetch(`${site.url}${path}`);
    return { status: response.status, html: await response.text() };
  };

  it('is rendered on the server from there', async () => {
    const { html: page } = await html('/faq');
    expect(mainText(page)).toContain(faqEntries[0]?.question);
    expect(page).toContain(`<link rel="stylesheet" href="${remote.url}/static/css/`);
  });

  it('writes a post that holds a script tag as text, in the markup and in the data', async () => {
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    const hostile = '</script><script>alert(1)</script><!--';
    await sql`insert into blog_posts (title, slug, excerpt, content, category, author, is_published)
      values (${`Scripts ${hostile}`}, 'hostile-post', ${hostile}, ${`<p>${hostile}</p>`},
        'basics', 'Test', true)`;
    await sql.end();
    const { html: page } = await html('/blog/hostile-post');
    // Rendered on the server, as text.
    expect(page).toContain('Scripts &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert(1)</script>');
    const context = await browser.newContext({ viewport: viewports.phone });
    const tab = await context.newPage();
    const dialogs: string[] = [];
    tab.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await tab.goto(`${site.url}/blog/hostile-post`, { waitUntil: 'networkidle' });
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe(`Scripts ${hostile}`);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('renders a redeployed build on the next request, without a restart', async () => {
    redeploy(folder, 'Frequently Asked Questions', 'Questions People Ask Us', '9.9.9');
    const { html: page } = await html('/faq');
    expect(mainText(page)).toContain('Questions People Ask Us');
    expect(mainText(page)).not.toContain('Frequently Asked Questions');
  });

  const rendersInTheBrowser = async (page: Page, heading: string) => {
    await page.goto(`${site.url}/faq`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  };

  it('leaves the page to the browser when its server entry answers 500', async () => {
    const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8'));
    remote.failing.add(`/ssr/${manifest.metaData.ssrRemoteEntry.name}`);
    // A new build whose server entry fails: nothing of it was loaded before.
    redeploy(folder, 'Questions People Ask Us', 'Asked and Answered', '9.9.10');
    try {
      const { status, html: page } = await html('/faq');
      expect(status).toBe(200);
      expect(page).toContain('TermLens home');
      expect(mainText(page)).toContain('Loading…');
      const context = await browser.newContext({ viewport: viewports.phone });
      await rendersInTheBrowser(await context.newPage(), 'Asked and Answered');
      await context.close();
    } finally {
      remote.failing.clear();
    }
  });

  it('leaves the page to the browser when its server code throws', async () => {
    const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8'));
    const entryFile = join(folder, 'ssr', manifest.metaData.ssrRemoteEntry.name);
    const entry = readFileSync(entryFile, 'utf8');
    writeFileSync(entryFile, `throw new Error('broken on purpose');\n${entry}`);
    redeploy(folder, 'Asked and Answered', 'Answers Within Reach', '9.9.11');
    try {
      const { status, html: page } = await html('/faq');
      expect(status).toBe(200);
      expect(mainText(page)).toContain('Loading…');
      const context = await browser.newContext({ viewport: viewports.phone });
      await rendersInTheBrowser(await context.newPage(), 'Answers Within Reach');
      await context.close();
      // Logged once for that build, not once per page.
      await html('/faq');
      const logged = site.output().match(/remote rendered in the browser/g) ?? [];
      expect(logged.length).toBeLessThanOrEqual(2);
    } finally {
      writeFileSync(entryFile, entry);
    }
  });
});
