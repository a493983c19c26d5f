import { notFoundPage } from '@termlens/contracts/site-pages';
import { describe, expect, it } from 'vitest';
import { testSiteMap } from '../src/test/test-site-map';
import { renderedPage, resolvePage } from './page-meta';

const siteUrl = 'https://t.test';
const crumbs = (data: Record<string, unknown> | undefined) =>
  ((data?.itemListElement ?? []) as { name: string; item: string }[]).map((i) => [i.name, i.item]);

describe('resolvePage', () => {
  it("finds a remote's page by its published pattern, with its parameters", () => {
    const page = resolvePage('/blog/a%20guide/', testSiteMap, siteUrl);
    expect(page).toMatchObject({
      status: 200,
      meta: { title: 'blog-post-page | TermLens' },
      route: { path: '/blog/:slug', remote: 'mfe_content' },
      path: '/blog/a%20guide',
      params: { slug: 'a guide' },
    });
    expect(crumbs(page.structuredData[0])).toEqual([
      ['TermLens', `${siteUrl}/`],
      ['blog-page', `${siteUrl}/blog`],
      ['blog-post-page', `${siteUrl}/blog/a%20guide`],
    ]);
  });

  it('prefers a fixed path to a pattern, as the router does', () => {
    const site = {
      ...testSiteMap,
      routes: [
        ...testSiteMap.routes,
        {
          ...(testSiteMap.routes[0] as (typeof testSiteMap.routes)[number]),
          path: '/blog/featured',
        },
      ],
    };
    expect(resolvePage('/blog/featured', site, siteUrl).route?.path).toBe('/blog/featured');
  });

  it('answers 404 for a path no release publishes, and for a malformed escape', () => {
    for (const path of ['/calculator', '/blog/%', '/blog/a/b']) {
      expect(resolvePage(path, testSiteMap, siteUrl)).toMatchObject({
        status: 404,
        meta: notFoundPage,
        structuredData: [],
      });
    }
  });
});

describe('renderedPage', () => {
  const resolved = resolvePage('/blog/a-guide', testSiteMap, siteUrl);

  it("takes the title and structured data the remote's page made from its data", () => {
    const page = renderedPage(
      resolved,
      {
        markup: '',
        ownContent: true,
        head: {
          meta: { title: 'A guide | TermLens', description: 'About it', keywords: ['a'] },
          structuredData: [{ '@type': 'Article' }],
        },
      },
      testSiteMap,
      siteUrl,
    );
    expect(page.meta.title).toBe('A guide | TermLens');
    expect(crumbs(page.structuredData[0]).at(-1)).toEqual([
      'A guide | TermLens',
      `${siteUrl}/blog/a-guide`,
    ]);
    expect(page.structuredData[1]).toEqual({ '@type': 'Article' });
  });

  it('keeps the published title when the head brings structured data only', () => {
    const page = renderedPage(
      resolved,
      { markup: '', ownContent: true, head: { structuredData: [{ '@type': 'FAQPage' }] } },
      testSiteMap,
      siteUrl,
    );
    expect(page.meta).toBe(resolved.meta);
    expect(page.structuredData.map((d) => d['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
  });

  it('answers 404 with the not-found title, and 503, when the data said so', () => {
    const missing = renderedPage(
      resolved,
      { markup: '', ownContent: false, status: 404 },
      testSiteMap,
      siteUrl,
    );
    expect(missing).toMatchObject({ status: 404, meta: notFoundPage, structuredData: [] });
    const down = renderedPage(
      resolved,
      { markup: '', ownContent: false, status: 503 },
      testSiteMap,
      siteUrl,
    );
    expect(down).toMatchObject({ status: 503, meta: resolved.meta, structuredData: [] });
  });

  it('keeps the resolved page when the browser renders it', () => {
    expect(renderedPage(resolved, null, testSiteMap, siteUrl)).toBe(resolved);
  });
});
