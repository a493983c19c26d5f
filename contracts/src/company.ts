// The one place the company's public details live: pages, emails and structured data read them.
export const company = {
  name: 'TermLens',
  legalName: 'TermLens, Inc.',
  foundedYear: 2020,
  address: {
    street: '120 Hudson Street, Suite 500',
    city: 'New York',
    region: 'NY',
    postalCode: '10013',
    country: 'US',
  },
  supportEmail: 'support@termlens.com',
  privacyEmail: 'privacy@termlens.com',
  complaintsEmail: 'complaints@termlens.com',
  supportPhone: '1-800-555-0142',
  supportHours: 'Monday-Friday 8 AM-8 PM EST',
} as const;

export const companyAddressLine = `${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`;
