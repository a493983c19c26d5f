import { rmSync } from 'node:fs';
import { type DatabaseHandle, openDatabase } from '@termlens/api/db/client';
import { blogPosts } from '@termlens/api/db/schema';
import { createLogger } from '@termlens/api/lib/logger';
import { testDatabases } from '@termlens/api/test/test-databases';
import { homePage } from '@termlens/contracts/site-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigElementId, runtimeConfigPath } from '../src/site/remotes';
import { createSite } from './site';
import { publishedSites } from './test/fake-frontend-builds';
import { fakeWebRoot } from './test/fake-web-root';

const databases = await testDatabases();
const siteUrl = 'https://termlens.example';

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );
}

const post = (slug: string, isPublished: boolean) => ({
  title: slug,
  slug,
  content: 'Body',
  category: 'Basics',
  author: 'Editor',
  isPublished,
});

describe.each(databases)('site SEO on $name', (testDb) => {
  let database: DatabaseHandle;
  let webRoot: string;
  let site: ReturnType<typeof createSite>;

  beforeAll(async () => {
    database = await testDb.open();
    await database.db
      .insert(blogPosts)
      .values([post('published-guide', true), post('draft-guide', false)]);
    webRoot = fakeWebRoot();
    site = createSite({ database, log: createLogger('silent') }, { webRoot, siteUrl, env: {} });
  });
  afterAll(async () => {
    rmSync(webRoot, { recursive: true, force: true });
    await testDb.close();
  });

  it('lists every public page and published post in /sitemap.xml', async () => {
    const res = await site.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // As the remotes' current releases publish them, in the order of the remotes.
    const publicPaths = [homePage, ...Object.values(publishedSites).flatMap((site) => site.pages)]
      .filter((p) => p.group === 'main' || p.group === 'legal')
      .map((p) => p.path);
    // 9 main pages, /sitemap itself and 7 legal pages
    expect(publicPaths).toHaveLength(17);
    expect(locs).toEqual([
      ...publicPaths.map((path) => `${siteUrl}${path}`),
      `${siteUrl}/blog/published-guide`,
    ]);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('draft-guide');
  });

  it('serves /robots.txt keeping crawlers out of /admin and /api', async () => {
    const res = await site.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Disallow: /admin\n');
    expect(text).toContain('Disallow: /api\n');
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it('writes Organization JSON-LD on home', async () => {
    const html = await (await site.request('/')).text();
    const types = jsonLd(html).map((d) => d['@type']);
    expect(types).toEqual(['BreadcrumbList', 'Organization']);
    const org = jsonLd(html)[1] as Record<string, unknown>;
    expect(org).toMatchObject({ name: 'TermLens', url: `${siteUrl}/`, foundingDate: '2020' });
  });

  it('adds no Organization or FAQPage elsewhere', async () => {
    const html = await (await site.request('/privacy')).text();
    expect(jsonLd(html).map((d) => d['@type'])).toEqual(['BreadcrumbList']);
  });

  it('writes the runtime config into every page, equal to /runtime-config.json', async () => {
    const endpoint = await (await site.request(runtimeConfigPath)).json();
    for (const path of ['/', '/compare', '/blog/published-guide', '/no-such-page']) {
      const html = await (await site.request(path)).text();
      const block = html.match(
        new RegExp(`<script type="application/json" id="${runtimeConfigElementId}">(.*?)</script>`),
      );
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual(endpoint);
    }
  });
});

describe('site with the database unreachable', () => {
  // Nothing listens on port 1: every query fails with ECONNREFUSED.
  const database = openDatabase({
    databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
    dataDir: '',
  });
  const webRoot = fakeWebRoot();
  const site = createSite({ database, log: createLogger('silent') }, { webRoot, siteUrl, env: {} });
  afterAll(async () => {
    rmSync(webRoot, { recursive: true, force: true });
    await database.close();
  });

  it('serves pages that need no database as usual', async () => {
    expect((await site.request('/faq')).status).toBe(200);
  });

  it('answers /sitemap.xml with 503 JSON, not a bare 500', async () => {
    const res = await site.request('/sitemap.xml');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ error: 'Service temporarily unavailable' });
  });
});
