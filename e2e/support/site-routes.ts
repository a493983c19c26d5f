import { type SitePage, sitePages } from '@termlens/contracts/site-pages';

// Detail routes need a real record: the seed has news article 1 and this published post.
const samples: Record<string, string> = {
  '/news/:id': '/news/1',
  '/blog/:slug': '/blog/how-much-life-insurance',
};

/** Every route of the site with a concrete path to visit. */
export const siteRoutes: (SitePage & { url: string })[] = sitePages.map((page) => ({
  ...page,
  url: samples[page.path] ?? page.path,
}));

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
