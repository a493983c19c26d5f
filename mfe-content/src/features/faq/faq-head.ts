import { faqEntries } from '@termlens/contracts/faq';
import type { PageHeadOf } from '@termlens/shared-ui/lib/page-queries';

/** The FAQ's head on the server: every question and answer as an FAQPage for search engines. */
export const faqHead: PageHeadOf = () => ({
  structuredData: [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqEntries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer.join('\n\n') },
      })),
    },
  ],
});
