import { company } from '@termlens/contracts/company';
import { faqEntries } from '@termlens/contracts/faq';

function organization(siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url: `${siteUrl}/`,
    foundingDate: String(company.foundedYear),
    email: company.supportEmail,
    telephone: company.supportPhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
  };
}

function faqPage(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqEntries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer.join('\n\n') },
    })),
  };
}

/** JSON-LD that a fixed page carries beside its breadcrumbs. */
export function pageStructuredData(path: string, siteUrl: string): Record<string, unknown>[] {
  if (path === '/') return [organization(siteUrl)];
  if (path === '/faq') return [faqPage()];
  return [];
}
