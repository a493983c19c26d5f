import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { DatabaseHandle } from '@termlens/api/db/client';
import { blogPosts, remoteReleases } from '@termlens/api/db/schema';
import { createLogger } from '@termlens/api/lib/logger';
import { testDatabases } from '@termlens/api/test/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from './site';
import { fakeWebRoot } from './test/fake-web-root';

// The links do not depend on the database engine: PGlite alone.
const [pglite] = await testDatabases();
const siteUrl = 'https://termlens.example';

interface Link {
  href: string;
  as: string;
  crossorigin?: string;
}

function preloadLinks(html: string): Link[] {
  const tags = html.matchAll(
    /<link rel="preload" href="([^"]+)" as="(\w+)"(?: crossorigin="([\w-]+)")?>/g,
  );
  return [...tags].map(([, href = '', as = '', crossorigin]) =>
    crossorigin ? { href, as, crossorigin } : { href, as },
  );
}

const shellChunks: Link[] = [
  { href: '/static/js/async/query-provider.0a1b2c3d4e.js', as: 'script' },
  { href: '/static/js/async/y.5f6a7b8c9d.js', as: 'script' },
];

describe('preload links in the page HTML', () => {
  let database: DatabaseHandle;
  let webRoot: string;
  const siteWith = (env: Record<string, string>) =>
    createSite({ database, log: createLogger('silent') }, { webRoot, siteUrl, env });
  let site: ReturnType<typeof createSite>;
  const linksOn = async (path: string, on = site) =>
    preloadLinks(await (await on.request(path)).text());

  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    database = await pglite.open();
    const post = { content: 'Body', category: 'Basics', author: 'Editor', isPublished: true };
    await database.db.insert(blogPosts).values([
      { ...post, title: 'A guide', slug: 'a-guide' },
      { ...post, title: 'Covered', slug: 'covered', imageUrl: '/images/covers/covered.svg' },
    ]);
    webRoot = fakeWebRoot();
    site = siteWith({});
  });
  afterAll(async () => {
    rmSync(webRoot, { recursive: true, force: true });
    await pglite?.close();
  });

  it("name the remote's manifest, entry and page module, and the shell's chunks, on /compare", async () => {
    const links = await linksOn('/compare');
    expect(links).toEqual([
      { href: '/remotes/mfe-quotes/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
      { href: '/remotes/mfe-quotes/static/js/mfe_quotes.0123456789.js', as: 'script' },
      {
        href: '/remotes/mfe-quotes/static/js/async/__federation_expose_compare-page.abcdef0123.js',
        as: 'script',
      },
      {
        href: '/remotes/mfe-quotes/static/css/async/__federation_expose_compare-page.abcdef0123.css',
        as: 'style',
      },
      ...shellChunks,
    ]);
    for (const { href } of links) expect((await site.request(href)).status, href).toBe(200);
  });

  it("add the post's API answer, with the api-client's credentials, on a blog post", async () => {
    const links = await linksOn('/blog/a-guide');
    expect(links.map((l) => l.href)).toEqual([
      '/remotes/mfe-content/mf-manifest.json',
      '/remotes/mfe-content/static/js/mfe_content.0123456789.js',
      '/remotes/mfe-content/static/js/async/__federation_expose_blog-post-page.abcdef0123.js',
      '/remotes/mfe-content/static/css/async/__federation_expose_blog-post-page.abcdef0123.css',
      ...shellChunks.map((l) => l.href),
      '/api/blog/a-guide',
    ]);
    expect(links.at(-1)).toEqual({
      href: '/api/blog/a-guide',
      as: 'fetch',
      crossorigin: 'use-credentials',
    });
    for (const { href } of links) expect((await site.request(href)).status, href).toBe(200);
  });

  it("end with the post's data and no cover image, which the page draws itself", async () => {
    const links = await linksOn('/blog/covered');
    expect(links.at(-1)).toEqual({
      href: '/api/blog/covered',
      as: 'fetch',
      crossorigin: 'use-credentials',
    });
    expect(links.filter((l) => l.href.includes('/images/'))).toEqual([]);
  });

  it("fill the data's URL from the path, escaped as the remote's api-client escapes it", async () => {
    const links = await linksOn('/blog/a%20b%3Fc');
    expect(links.at(-1)?.href).toBe('/api/blog/a%20b%3Fc');
  });

  it('are absent from home and from a path no page has', async () => {
    expect(await linksOn('/')).toEqual([]);
    expect(await linksOn('/no-such-page')).toEqual([]);
  });

  it('name none of the files of a remote whose current release is elsewhere', async () => {
    // Another origin serving the same build's manifest: its files may change without this server.
    const manifest = readFileSync(join(webRoot, 'mfe-quotes', 'dist', 'mf-manifest.json'));
    const cdn = createServer((_req, res) => res.end(manifest)).listen(0, '127.0.0.1');
    await new Promise((resolve) => cdn.once('listening', resolve));
    try {
      await database.db.insert(remoteReleases).values({
        remote: 'mfe-quotes',
        seq: 2,
        manifestUrl: `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/mf-manifest.json`,
        releasedBy: 'team:mfe-quotes',
      });
      const elsewhere = siteWith({});
      expect(await linksOn('/compare', elsewhere)).toEqual(shellChunks);
      expect((await linksOn('/blog/a-guide', elsewhere))[0]?.href).toBe(
        '/remotes/mfe-content/mf-manifest.json',
      );
    } finally {
      cdn.close();
    }
  });
});
