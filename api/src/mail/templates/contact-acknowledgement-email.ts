import { renderEmail } from '../render-email';

export interface ContactAcknowledgementInput {
  name: string;
  /** the subject the visitor wrote */
  subject: string;
}

/** Tells whoever wrote through the contact form that the message arrived. */
export function contactAcknowledgementEmail({
  name,
  subject: messageSubject,
}: ContactAcknowledgementInput) {
  return renderEmail({
    subject: `We received your message: ${messageSubject}`,
    greeting: `Hi ${name},`,
    paragraphs: ['Thank you for contacting TermLens. We respond within 24 hours.', 'TermLens'],
  });
}
