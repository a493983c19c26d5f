import { company, companyAddressLine } from '@termlens/contracts/company';
import { describe, expect, it } from 'vitest';
import type { RenderedEmail } from '../render-email';
import { contactAcknowledgementEmail } from './contact-acknowledgement-email';
import { dataRequestAcknowledgementEmail } from './data-request-acknowledgement-email';

// The replies the public forms send. Names and subjects come from visitors, so each case
// carries markup that the HTML part must escape.
const cases: {
  name: string;
  email: RenderedEmail;
  subject: string;
  paragraphs: string[];
  escaped: string[];
}[] = [
  {
    name: 'contact acknowledgement',
    email: contactAcknowledgementEmail({ name: 'Bo & Co', subject: 'Rates <today>' }),
    subject: 'We received your message: Rates <today>',
    paragraphs: ['Hi Bo & Co,', 'Thank you for contacting TermLens. We respond within 24 hours.'],
    escaped: ['Hi Bo &amp; Co,', '<title>We received your message: Rates &lt;today&gt;</title>'],
  },
  {
    name: 'data request acknowledgement',
    email: dataRequestAcknowledgementEmail({
      fullName: 'Erin <Example>',
      requestType: 'ccpa-opt-out',
      requestId: 'DSR-1700000000000',
      days: 45,
    }),
    subject: 'We received your data request DSR-1700000000000',
    paragraphs: [
      'Hi Erin <Example>,',
      "We received your ccpa-opt-out request. Your request ID is DSR-1700000000000. We'll verify your identity and respond within 45 days.",
    ],
    escaped: ['Hi Erin &lt;Example&gt;,', '<title>We received your data request DSR-1700000000000'],
  },
];

describe.each(cases)('$name email', ({ email, subject, paragraphs, escaped }) => {
  it('has its subject', () => {
    expect(email.subject).toBe(subject);
  });

  it('says exactly its paragraphs, signed TermLens, above the postal address', () => {
    const footer = `${company.legalName}, ${companyAddressLine}`;
    expect(email.text).toBe([...paragraphs, 'TermLens', '--', footer].join('\n\n'));
  });

  it('escapes what the visitor typed in the HTML part', () => {
    for (const fragment of escaped) expect(email.html).toContain(fragment);
  });
});
