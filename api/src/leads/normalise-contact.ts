// Providers that ignore dots in the local part, so "a.b@gmail.com" and "ab@gmail.com" are one inbox.
const dotlessDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * The email as duplicates are matched on: lower case, without a "+tag", and for Gmail without
 * dots and with its one domain. Null when it is not an address.
 */
export function emailKey(email: string): string | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1) return null;
  let local = address.slice(0, at).replace(/\+.*$/, '');
  let domain = address.slice(at + 1);
  if (dotlessDomains.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return local ? `${local}@${domain}` : null;
}

/** The 10 digits of a US phone number, without the country code; null when it has not 10. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : null;
}
