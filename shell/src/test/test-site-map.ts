import type { SiteMap, SiteRoute } from '@termlens/contracts/published-site';

const route = (path: string, remote: SiteRoute['remote'], module: string): SiteRoute => ({
  path,
  remote,
  module,
  name: module,
  group: path.includes(':') ? 'detail' : 'main',
  title: `${module} | TermLens`,
  description: `The ${module}.`,
  keywords: [],
});

/** Pages and home sections as the remotes' releases might publish them, for the shell's tests. */
export const testSiteMap: SiteMap = {
  routes: [
    route('/compare', 'mfe_quotes', 'compare-page'),
    route('/blog', 'mfe_content', 'blog-page'),
    route('/blog/:slug', 'mfe_content', 'blog-post-page'),
  ],
  homeSections: [
    { remote: 'mfe_content', module: 'news-strip', order: 10, area: 'the latest news' },
    {
      remote: 'mfe_quotes',
      module: 'compare-section',
      order: 20,
      anchor: 'compare',
      area: 'the quote comparison',
    },
  ],
};
