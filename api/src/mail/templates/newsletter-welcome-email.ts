import { renderEmail } from '../render-email';

/** Confirms a blog newsletter sign-up. */
export function newsletterWelcomeEmail() {
  return renderEmail({
    subject: 'You are subscribed to the TermLens newsletter',
    greeting: 'Hi there,',
    paragraphs: [
      'Thanks for subscribing to the TermLens newsletter. About twice a month we send new guides on term life insurance, rate news and practical tips for protecting your family.',
      'Every newsletter has a link to unsubscribe.',
      'The TermLens team',
    ],
  });
}
