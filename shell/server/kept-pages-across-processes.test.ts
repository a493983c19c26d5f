import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { type DatabaseHandle, openDatabase } from '@termlens/api/db/client';
import { blogPosts } from '@termlens/api/db/schema';
import { contentVersions, VERSIONS_MAX_AGE_MS } from '@termlens/api/lib/content-versions';
import { createLogger } from '@termlens/api/lib/logger';
import { ingestFeeds } from '@termlens/api/news/ingest-feeds';
import { testDatabases } from '@termlens/api/test/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from './site';
import { fakeWebRoot } from './test/fake-web-root';
import { quotesReleasedTwice } from './test/quotes-release-history';

// Two sites on one PostgreSQL database, each with its own connection and its own memory, as two
// server processes are: what one writes or releases, both serve.
const postgres = (await testDatabases()).find((db) => db.name === 'postgres');
const siteUrl = 'https://termlens.example';
const TOKEN = 'quotes-team-token-for-kept-pages';
const own = '/remotes/mfe-quotes/mf-manifest.json';
const cdn = 'https://cdn.example/quotes/mf-manifest.json';
const accept = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

// Stands in for the shell's server bundle: each render is numbered, so a kept page shows the
// number of the render that made it. /compare stands for a remote's page left to the browser.
const countingRenderer = `
let renders = 0;
export const renderPage = (url) => ({
  markup: '<p>render ' + ++renders + ' of ' + url + '</p>',
  ownContent: !url.startsWith('/compare'),
});`;

const feed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire</title>
  <item><title>Level premiums fall again</title><link>https://wire.test/a/fall</link></item>
</channel></rss>`;
const feedFetch = (async () => new Response(feed)) as unknown as typeof fetch;

interface Process {
  site: ReturnType<typeof createSite>;
  handle: DatabaseHandle;
  webRoot: string;
}

/** The render number of a page, read from the brotli body a browser gets. */
async function renderOf(res: Response): Promise<number> {
  const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
  return Number(/render (\d+) of/.exec(html)?.[1]);
}

describe.skipIf(!postgres)('kept lists and pages across two processes on one PostgreSQL', () => {
  const processes: Process[] = [];
  const page = (p: Process, path = '/') => p.site.request(path, { headers: accept });
  const listed = async (p: Process, path: string) =>
    JSON.stringify(await (await p.site.request(path)).json());

  beforeAll(async () => {
    if (!postgres) return;
    const first = await postgres.open();
    await quotesReleasedTwice(first.db, own, cdn);
    for (const handle of [
      first,
      openDatabase({ databaseUrl: postgres.databaseUrl, dataDir: '' }),
    ]) {
      const webRoot = fakeWebRoot();
      mkdirSync(join(webRoot, 'shell', 'dist-server'));
      writeFileSync(join(webRoot, 'shell', 'dist-server', 'render-page.js'), countingRenderer);
      const site = createSite(
        { database: handle, log: createLogger('silent') },
        { webRoot, siteUrl, env: { RELEASE_TOKEN_MFE_QUOTES: TOKEN } },
      );
      processes.push({ site, handle, webRoot });
    }
  }, 60_000);
  afterAll(async () => {
    for (const p of processes) rmSync(p.webRoot, { recursive: true, force: true });
    await processes[1]?.handle.close();
    await postgres?.close();
  });

  it('renders a page once and sends it again, with 304 to its ETag', async () => {
    const [a] = processes as [Process];
    const first = await page(a, '/faq');
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const rendered = await renderOf(first);
    expect(await renderOf(await page(a, '/faq'))).toBe(rendered);
    const again = await a.site.request('/faq', { headers: { ...accept, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toContain("script-src 'self'");
    // Another query is another page.
    expect(await renderOf(await page(a, '/faq?from=ad'))).toBeGreaterThan(rendered);
  });

  it('shows an ingested news article and a new blog post on the writing process at once, and on the other within a second', async () => {
    const [a, b] = processes as [Process, Process];
    const pagesBefore = await Promise.all([a, b].map(async (p) => renderOf(await page(p))));
    for (const p of [a, b]) {
      expect(await listed(p, '/api/news')).not.toContain('Level premiums fall again');
      expect(await listed(p, '/api/blog')).not.toContain('kept-pages-post');
    }

    expect(
      await ingestFeeds(a.handle.db, ['https://wire.test/feed'], createLogger('silent'), feedFetch),
    ).toMatchObject([{ inserted: 1 }]);
    const written = Date.now();
    // A writer in this process that is not a feed (an editor's tool) says so the same way.
    await a.handle.db.insert(blogPosts).values({
      slug: 'kept-pages-post',
      title: 'Kept pages post',
      content: '<p>New</p>',
      category: 'Basics',
      author: 'Editor',
      isPublished: true,
    });
    contentVersions(a.handle.db).changed();

    expect(await listed(a, '/api/news')).toContain('Level premiums fall again');
    expect(await listed(a, '/api/blog')).toContain('kept-pages-post');
    expect(await renderOf(await page(a))).toBeGreaterThan(pagesBefore[0] as number);

    await new Promise((r) =>
      setTimeout(r, Math.max(0, written + VERSIONS_MAX_AGE_MS - Date.now())),
    );
    expect(await listed(b, '/api/news')).toContain('Level premiums fall again');
    expect(await listed(b, '/api/blog')).toContain('kept-pages-post');
    expect(await renderOf(await page(b))).toBeGreaterThan(pagesBefore[1] as number);
  });

  it('renders the page again at once when a remote is released', async () => {
    const [a] = processes as [Process];
    const before = await page(a);
    const rendered = await renderOf(before);
    expect(await renderOf(await page(a))).toBe(rendered);
    const rolledBack = await a.site.request('/api/releases/mfe-quotes/rollback', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(rolledBack.status).toBe(201);
    const after = await page(a);
    expect(await renderOf(after)).toBeGreaterThan(rendered);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('keeps no page a remote left to the browser, no 404 and nothing under /admin', async () => {
    const [a] = processes as [Process];
    for (const path of ['/compare', '/no-such-page', '/admin']) {
      const first = await page(a, path);
      const second = await page(a, path);
      expect(second.headers.get('etag'), path).toBeNull();
      expect(second.headers.get('cache-control'), path).toBe('no-cache');
      const renders = [await first.text(), await second.text()];
      expect(renders[0], path).not.toBe(renders[1]);
    }
  });
});
