// Every page of the site with its metadata. The shell routes by it, the server writes its
// title and description into the HTML it returns, and the sitemaps list it.

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

export const sitePages = [
  {
    path: '/',
    name: 'Home',
    group: 'main',
    title: 'TermLens: Compare the Best Term Life Insurance Plans Instantly',
    description:
      'Compare priced term life insurance quotes from top-rated insurers in seconds, estimate the cover you need and apply online. No phone number required.',
    keywords: ['term life insurance', 'life insurance quotes', 'compare life insurance'],
  },
  {
    path: '/compare',
    name: 'Compare Quotes',
    group: 'main',
    title: 'Compare Term Life Insurance Quotes | TermLens',
    description:
      'See illustrative monthly and annual premiums from several sample insurers side by side, sorted by price, with the range across health classes.',
    keywords: ['compare term life quotes', 'life insurance rates', 'term life premiums'],
  },
  {
    path: '/calculator',
    name: 'Coverage Calculator',
    group: 'main',
    title: 'Life Insurance Coverage Calculator | TermLens',
    description:
      'Estimate how much term life cover your family needs with three proven methods: income replacement, DIME and human life value.',
    keywords: ['life insurance calculator', 'how much life insurance', 'coverage needs'],
  },
  {
    path: '/apply',
    name: 'Apply',
    group: 'main',
    title: 'Apply for Term Life Insurance | TermLens',
    description:
      'Start your term life application in under 5 minutes. A licensed agent confirms your quote; approval often takes 24-48 hours.',
    keywords: ['apply for life insurance', 'term life application'],
  },
  {
    path: '/news',
    name: 'Insurance News',
    group: 'main',
    title: 'Life Insurance News and Market Rates | TermLens',
    description:
      'The latest on term life insurance rates, underwriting technology, regulation and consumer trends in the US market.',
    keywords: ['life insurance news', 'insurance market rates', 'insurance regulation'],
  },
  {
    path: '/news/:id',
    name: 'News Article',
    group: 'detail',
    title: 'Insurance News | TermLens',
    description: 'Life insurance news from TermLens.',
    keywords: ['life insurance news'],
  },
  {
    path: '/blog',
    name: 'Education Blog',
    group: 'main',
    title: 'Term Life Insurance Guides and Articles | TermLens',
    description:
      'Plain-English guides to term life insurance: the basics, how much cover you need, insurer ratings and planning for your family.',
    keywords: ['life insurance guide', 'term life basics', 'family financial planning'],
  },
  {
    path: '/blog/:slug',
    name: 'Article',
    group: 'detail',
    title: 'Term Life Insurance Guide | TermLens',
    description: 'A TermLens guide to term life insurance.',
    keywords: ['life insurance guide'],
  },
  {
    path: '/resources',
    name: 'Free Resources',
    group: 'main',
    title: 'Free Life Insurance Checklists and Worksheets | TermLens',
    description:
      "Download a term life buyer's checklist, a coverage needs worksheet, a glossary and a quote comparison sheet, free.",
    keywords: ['life insurance checklist', 'coverage worksheet', 'free resources'],
  },
  {
    path: '/faq',
    name: 'FAQ',
    group: 'main',
    title: 'Term Life Insurance FAQ | TermLens',
    description:
      'Answers to the 20 questions people ask most about term life insurance: premiums, conversion, missed payments, term lengths and more.',
    keywords: ['term life insurance faq', 'life insurance questions'],
  },
  {
    path: '/contact',
    name: 'Contact',
    group: 'main',
    title: 'Contact Us | TermLens',
    description:
      'Questions about a quote or your data? Send us a message; we respond within 24 hours.',
    keywords: ['contact termlens', 'life insurance help'],
  },
  {
    path: '/privacy',
    name: 'Privacy Policy',
    group: 'legal',
    title: 'Privacy Policy | TermLens',
    description:
      'What personal information TermLens collects, how it is used and shared, and your GDPR and CCPA rights. We never sell your data.',
    keywords: ['privacy policy', 'ccpa', 'gdpr'],
  },
  {
    path: '/terms',
    name: 'Terms of Service',
    group: 'legal',
    title: 'Terms of Service | TermLens',
    description: 'The terms that govern your use of the TermLens website, under New York law.',
    keywords: ['terms of service'],
  },
  {
    path: '/disclosure',
    name: 'Affiliate Disclosure',
    group: 'legal',
    title: 'Affiliate Disclosure | TermLens',
    description:
      'How TermLens earns compensation from insurers and agents, and what that means for you.',
    keywords: ['affiliate disclosure', 'compensation'],
  },
  {
    path: '/cookie-policy',
    name: 'Cookie Policy',
    group: 'legal',
    title: 'Cookie Policy | TermLens',
    description:
      'The essential, analytics, marketing and preference cookies TermLens uses, how long they last and how to opt out.',
    keywords: ['cookie policy', 'cookies'],
  },
  {
    path: '/data-rights',
    name: 'Your Data Rights',
    group: 'legal',
    title: 'Data Subject Rights Request | TermLens',
    description:
      'Ask to access, correct, delete or port your personal data, or opt out under the CCPA. We respond within 30 days (45 for CCPA).',
    keywords: ['data rights', 'data subject request', 'ccpa opt-out'],
  },
  {
    path: '/ftc-compliance',
    name: 'FTC Compliance',
    group: 'legal',
    title: 'Consumer Protection and FTC Compliance | TermLens',
    description:
      'How TermLens keeps its advertising truthful, discloses its material connections and handles consumer complaints.',
    keywords: ['ftc compliance', 'consumer protection', 'complaints'],
  },
  {
    path: '/eula',
    name: 'End User License Agreement',
    group: 'legal',
    title: 'End User License Agreement | TermLens',
    description: 'The licence terms for using TermLens, including binding arbitration in New York.',
    keywords: ['eula', 'license agreement'],
  },
  {
    path: '/sitemap',
    name: 'Sitemap',
    group: 'main',
    title: 'Sitemap | TermLens',
    description: 'Every page of TermLens in one place.',
    keywords: ['sitemap'],
  },
  {
    path: '/admin',
    name: 'Admin',
    group: 'private',
    title: 'Lead Dashboard | TermLens',
    description: 'TermLens lead dashboard.',
    keywords: [],
  },
] as const satisfies readonly SitePage[];

export type SitePath = (typeof sitePages)[number]['path'];

export const notFoundPage: PageMeta = {
  title: '404 Page Not Found | TermLens',
  description: 'The page you asked for does not exist.',
  keywords: [],
};

export function findPage(path: SitePath): SitePage {
  const page = sitePages.find((p) => p.path === path);
  if (!page) throw new Error(`Unknown page ${path}`);
  return page;
}
