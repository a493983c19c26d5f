import { homePage, type SitePage } from '@termlens/contracts/site-pages';
import { publishedSite as admin } from '../../mfe-admin/src/site/published-site';
import { publishedSite as content } from '../../mfe-content/src/site/published-site';
import { publishedSite as leads } from '../../mfe-leads/src/site/published-site';
import { publishedSite as quotes } from '../../mfe-quotes/src/site/published-site';

// Detail routes need a real record: the seed has news article 1 and this published post.
const samples: Record<string, string> = {
  '/news/:id': '/news/1',
  '/blog/:slug': '/blog/how-much-life-insurance',
};

/** Every route of the site, as the shell and the remotes' builds publish them, with a path to visit. */
export const siteRoutes: (SitePage & { url: string })[] = [
  homePage,
  ...[quotes, content, leads, admin].flatMap((site) => site.pages as SitePage[]),
].map((page) => ({ ...page, url: samples[page.path] ?? page.path }));

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
