import type { PublishedSite } from '@termlens/contracts/published-site';

// The pages this remote renders and the sections it adds to home, published with each build in
// its mf-manifest.json: the site routes to them, titles them and lists them in its sitemaps from
// this remote's current release, so a page is added or dropped by releasing this remote alone.
export const publishedSite = {
  pages: [
    {
      path: '/apply',
      module: 'apply-page',
      name: 'Apply',
      group: 'main',
      title: 'Apply for Term Life Insurance | TermLens',
      description:
        'Start your term life application in under 5 minutes. A licensed agent confirms your quote; approval often takes 24-48 hours.',
      keywords: ['apply for life insurance', 'term life application'],
    },
    {
      path: '/contact',
      module: 'contact-page',
      name: 'Contact',
      group: 'main',
      title: 'Contact Us | TermLens',
      description:
        'Questions about a quote or your data? Send us a message; we respond within 24 hours.',
      keywords: ['contact termlens', 'life insurance help'],
    },
    {
      path: '/data-rights',
      module: 'data-rights-page',
      name: 'Your Data Rights',
      group: 'legal',
      title: 'Data Subject Rights Request | TermLens',
      description:
        'Ask to access, correct, delete or port your personal data, or opt out under the CCPA. We respond within 30 days (45 for CCPA).',
      keywords: ['data rights', 'data subject request', 'ccpa opt-out'],
    },
  ],
  homeSections: [
    {
      module: 'lead-form-section',
      order: 40,
      anchor: 'estimate',
      area: 'the coverage estimate form',
    },
  ],
} satisfies PublishedSite;
