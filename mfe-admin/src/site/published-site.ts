import type { PublishedSite } from '@termlens/contracts/published-site';

// The pages this remote renders and the sections it adds to home, published with each build in
// its mf-manifest.json: the site routes to them, titles them and lists them in its sitemaps from
// this remote's current release, so a page is added or dropped by releasing this remote alone.
export const publishedSite = {
  pages: [
    {
      path: '/admin',
      module: 'admin-page',
      name: 'Admin',
      group: 'private',
      title: 'Lead Dashboard | TermLens',
      description: 'TermLens lead dashboard.',
      keywords: [],
    },
  ],
  homeSections: [],
} satisfies PublishedSite;
