import type { PublishedSite } from '@termlens/contracts/published-site';

// The pages this remote renders and the sections it adds to home, published with each build in
// its mf-manifest.json: the site routes to them, titles them and lists them in its sitemaps from
// this remote's current release, so a page is added or dropped by releasing this remote alone.
export const publishedSite = {
  pages: [
    {
      path: '/news',
      module: 'news-page',
      name: 'Insurance News',
      group: 'main',
      title: 'Life Insurance News and Market Rates | TermLens',
      description:
        'The latest on term life insurance rates, underwriting technology, regulation and consumer trends in the US market.',
      keywords: ['life insurance news', 'insurance market rates', 'insurance regulation'],
    },
    {
      path: '/news/:id',
      module: 'news-article-page',
      data: ['/api/news/:id'],
      name: 'News Article',
      group: 'detail',
      title: 'Insurance News | TermLens',
      description: 'Life insurance news from TermLens.',
      keywords: ['life insurance news'],
    },
    {
      path: '/blog',
      module: 'blog-page',
      name: 'Education Blog',
      group: 'main',
      title: 'Term Life Insurance Guides and Articles | TermLens',
      description:
        'Plain-English guides to term life insurance: the basics, how much cover you need, insurer ratings and planning for your family.',
      keywords: ['life insurance guide', 'term life basics', 'family financial planning'],
    },
    {
      path: '/blog/:slug',
      module: 'blog-post-page',
      data: ['/api/blog/:slug'],
      name: 'Article',
      group: 'detail',
      title: 'Term Life Insurance Guide | TermLens',
      description: 'A TermLens guide to term life insurance.',
      keywords: ['life insurance guide'],
    },
    {
      path: '/resources',
      module: 'resources-page',
      name: 'Free Resources',
      group: 'main',
      title: 'Free Life Insurance Checklists and Worksheets | TermLens',
      description:
        "Download a term life buyer's checklist, a coverage needs worksheet, a glossary and a quote comparison sheet, free.",
      keywords: ['life insurance checklist', 'coverage worksheet', 'free resources'],
    },
    {
      path: '/faq',
      module: 'faq-page',
      name: 'FAQ',
      group: 'main',
      title: 'Term Life Insurance FAQ | TermLens',
      description:
        'Answers to the 20 questions people ask most about term life insurance: premiums, conversion, missed payments, term lengths and more.',
      keywords: ['term life insurance faq', 'life insurance questions'],
    },
    {
      path: '/privacy',
      module: 'privacy-page',
      name: 'Privacy Policy',
      group: 'legal',
      title: 'Privacy Policy | TermLens',
      description:
        'What personal information TermLens collects, how it is used and shared, and your GDPR and CCPA rights. We never sell your data.',
      keywords: ['privacy policy', 'ccpa', 'gdpr'],
    },
    {
      path: '/terms',
      module: 'terms-page',
      name: 'Terms of Service',
      group: 'legal',
      title: 'Terms of Service | TermLens',
      description: 'The terms that govern your use of the TermLens website, under New York law.',
      keywords: ['terms of service'],
    },
    {
      path: '/disclosure',
      module: 'disclosure-page',
      name: 'Affiliate Disclosure',
      group: 'legal',
      title: 'Affiliate Disclosure | TermLens',
      description:
        'How TermLens earns compensation from insurers and agents, and what that means for you.',
      keywords: ['affiliate disclosure', 'compensation'],
    },
    {
      path: '/cookie-policy',
      module: 'cookie-policy-page',
      name: 'Cookie Policy',
      group: 'legal',
      title: 'Cookie Policy | TermLens',
      description:
        'The essential, analytics, marketing and preference cookies TermLens uses, how long they last and how to opt out.',
      keywords: ['cookie policy', 'cookies'],
    },
    {
      path: '/ftc-compliance',
      module: 'ftc-compliance-page',
      name: 'FTC Compliance',
      group: 'legal',
      title: 'Consumer Protection and FTC Compliance | TermLens',
      description:
        'How TermLens keeps its advertising truthful, discloses its material connections and handles consumer complaints.',
      keywords: ['ftc compliance', 'consumer protection', 'complaints'],
    },
    {
      path: '/eula',
      module: 'eula-page',
      name: 'End User License Agreement',
      group: 'legal',
      title: 'End User License Agreement | TermLens',
      description:
        'The licence terms for using TermLens, including binding arbitration in New York.',
      keywords: ['eula', 'license agreement'],
    },
    {
      path: '/sitemap',
      module: 'sitemap-page',
      name: 'Sitemap',
      group: 'main',
      title: 'Sitemap | TermLens',
      description: 'Every page of TermLens in one place.',
      keywords: ['sitemap'],
    },
  ],
  homeSections: [{ module: 'news-strip', order: 10, area: 'the latest news' }],
} satisfies PublishedSite;
