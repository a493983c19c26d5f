import { renderEmail } from '../render-email';

/** Confirms a lead form submission to the address it gave. */
export function leadConfirmationEmail(firstName: string) {
  return renderEmail({
    subject: 'Your TermLens quote request',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      "Thank you for your interest. We'll send your personalized term life quotes to this address shortly.",
      'TermLens',
    ],
  });
}
