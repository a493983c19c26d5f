// What every page of the site has: its title, description and keywords for the HTML head, its
// name and group for breadcrumbs and the sitemaps. Remote pages publish theirs with their build
// (published-site.ts); the shell's own are here.

export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
}

export type PageGroup = 'main' | 'legal' | 'detail' | 'private';

export interface SitePage extends PageMeta {
  /** react-router path pattern */
  path: string;
  /** short name for breadcrumbs and the sitemap */
  name: string;
  group: PageGroup;
}

export const siteName = 'TermLens';

/** The shell's own page; every other page is published by the remote that renders it. */
export const homePage: SitePage = {
  path: '/',
  name: 'Home',
  group: 'main',
  title: 'TermLens: Compare the Best Term Life Insurance Plans Instantly',
  description:
    'Compare priced term life insurance quotes from top-rated insurers in seconds, estimate the cover you need and apply online. No phone number required.',
  keywords: ['term life insurance', 'life insurance quotes', 'compare life insurance'],
};

/** The pages the sitemaps list: main and legal ones, not a record's page or a private one. */
export const isPublicPage = (page: Pick<SitePage, 'group'>) =>
  page.group === 'main' || page.group === 'legal';

/** What GET /api/site/pages answers: the public pages (main and legal groups), for the sitemap. */
export interface SitePagesAnswer {
  pages: SitePage[];
}

export const notFoundPage: PageMeta = {
  title: '404 Page Not Found | TermLens',
  description: 'The page you asked for does not exist.',
  keywords: [],
};
