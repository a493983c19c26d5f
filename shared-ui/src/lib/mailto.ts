/**
 * A `mailto:` link that can only ever address `address`. Each side of the @ is percent-encoded,
 * so a `?`, `&` or `#` inside an address stays part of it instead of starting the link's
 * headers (an added `bcc`, a replaced `body`).
 */
export function mailtoHref(address: string, subject?: string): string {
  const at = address.lastIndexOf('@');
  const encoded =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  return subject === undefined
    ? `mailto:${encoded}`
    : `mailto:${encoded}?subject=${encodeURIComponent(subject)}`;
}
