import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

const headersOf = (href: string) => new URL(href).searchParams;

describe('mailtoHref', () => {
  it('links a plain address as it is, with an encoded subject', () => {
    expect(mailtoHref('erin@example.com', 'Follow up on your quote')).toBe(
      'mailto:erin@example.com?subject=Follow%20up%20on%20your%20quote',
    );
    expect(mailtoHref('privacy@termlens.com')).toBe('mailto:privacy@termlens.com');
  });

  it.each([
    'victim@example.com?bcc=attacker%40evil.example&body=hi',
    'victim?bcc=attacker@evil.example',
    'a&body=hello#x@example.com',
  ])('keeps %s one address: no header can be added', (address) => {
    const href = mailtoHref(address, 'Re: hello');
    const url = new URL(href);
    expect([...headersOf(href).keys()]).toEqual(['subject']);
    expect(headersOf(href).get('subject')).toBe('Re: hello');
    expect(url.hash).toBe('');
    expect(decodeURIComponent(url.pathname)).toBe(address);
  });
});
