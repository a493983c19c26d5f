import { company } from '@termlens/contracts/company';

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

/** JSON-LD that one of the shell's own pages carries beside its breadcrumbs. */
export function pageStructuredData(path: string, siteUrl: string): Record<string, unknown>[] {
  return path === '/' ? [organization(siteUrl)] : [];
}
