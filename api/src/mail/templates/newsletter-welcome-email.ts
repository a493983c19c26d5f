/** Confirms a blog newsletter sign-up. */
export function newsletterWelcomeEmail() {
  return {
    subject: 'You are subscribed to the TermLens newsletter',
    text: [
      'Hi there,',
      '',
      'Thanks for subscribing to the TermLens newsletter. About twice a month we send new',
      'guides on term life insurance, rate news and practical tips for protecting your family.',
      '',
      'Every email has a link to unsubscribe.',
      '',
      'The TermLens team',
    ].join('\n'),
  };
}
