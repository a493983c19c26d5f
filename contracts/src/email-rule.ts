// The one email rule and the sign-up messages. Free of zod, so the browser forms can import it
// without pulling the validator library into their bundle.

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const FIRST_NAME_REQUIRED_MESSAGE = 'Please enter your first name.';
export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms to continue.';

/**
 * Text, an @, text, a dot and text, with no whitespace anywhere. The domain also refuses the
 * characters that end an address in a URL (`?`, `&`, `#`, `/`) or escape one (`%`): an address
 * such as `a@b.com?bcc=c@d.com` would otherwise add a recipient to every mail link built from it.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@?&#/%]+\.[^\s@?&#/%]+$/;

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value);
