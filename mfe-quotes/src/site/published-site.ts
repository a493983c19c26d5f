import type { PublishedSite } from '@termlens/contracts/published-site';

// The pages this remote renders and the sections it adds to home, published with each build in
// its mf-manifest.json: the site routes to them, titles them and lists them in its sitemaps from
// this remote's current release, so a page is added or dropped by releasing this remote alone.
export const publishedSite = {
  pages: [
    {
      path: '/compare',
      module: 'compare-page',
      name: 'Compare Quotes',
      group: 'main',
      title: 'Compare Term Life Insurance Quotes | TermLens',
      description:
        'See illustrative monthly and annual premiums from several sample insurers side by side, sorted by price, with the range across health classes.',
      keywords: ['compare term life quotes', 'life insurance rates', 'term life premiums'],
    },
    {
      path: '/calculator',
      module: 'calculator-page',
      name: 'Coverage Calculator',
      group: 'main',
      title: 'Life Insurance Coverage Calculator | TermLens',
      description:
        'Estimate how much term life cover your family needs with three proven methods: income replacement, DIME and human life value.',
      keywords: ['life insurance calculator', 'how much life insurance', 'coverage needs'],
    },
  ],
  homeSections: [
    { module: 'compare-section', order: 20, anchor: 'compare', area: 'the quote comparison' },
  ],
} satisfies PublishedSite;
