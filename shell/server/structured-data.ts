import { company } from '@termlens/contracts/company';

/** Home's JSON-LD beside its breadcrumbs: the company behind the site. */
export function organization(siteUrl: string): Record<string, unknown> {
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
