// The exact consent wording a visitor sees. The form renders it and the API stores it with the
// lead, so the evidence always matches the screen. Change the text only with a new version.

export const marketingConsent = {
  version: 'marketing-2026-01',
  text: 'Yes, send me tips, guides and offers about life insurance by email. I can unsubscribe at any time.',
} as const;

export const phoneContactConsent = {
  version: 'phone-contact-2026-01',
  text: 'I agree that licensed insurance agents working with TermLens may call or text me at the phone number I provided, including by automated means, about my life insurance quote. Message and data rates may apply. Consent is not a condition of purchase; I can withdraw it at any time.',
} as const;
