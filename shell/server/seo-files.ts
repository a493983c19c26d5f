import type { Database } from '@termlens/api/db/client';
import { blogPosts } from '@termlens/api/db/schema';
import type { SiteMap } from '@termlens/contracts/published-site';
import { homePage, isPublicPage } from '@termlens/contracts/site-pages';
import { desc, eq } from 'drizzle-orm';

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const blogPostPath = '/blog/:slug';

/**
 * Every public page (main and legal groups) of the shell and of the remotes' current releases,
 * and every published blog post.
 */
export async function renderSitemapXml(
  db: Database,
  siteUrl: string,
  site: SiteMap,
): Promise<string> {
  const pages = [homePage, ...site.routes]
    .filter(isPublicPage)
    .map((page) => ({ loc: `${siteUrl}${page.path}`, lastmod: undefined as string | undefined }));
  // Posts are listed while a remote publishes the page that shows them.
  const posts = site.routes.some((route) => route.path === blogPostPath)
    ? await db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.isPublished, true))
        .orderBy(desc(blogPosts.publishedAt))
    : [];
  const entries = [
    ...pages,
    ...posts.map((post) => ({
      loc: `${siteUrl}/blog/${encodeURIComponent(post.slug)}`,
      lastmod: post.updatedAt.toISOString().slice(0, 10),
    })),
  ];
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
