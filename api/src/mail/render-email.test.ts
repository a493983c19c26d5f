import { companyAddressLine } from '@termlens/contracts/company';
import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email';

describe('renderEmail', () => {
  const email = renderEmail({
    subject: 'Day 1 <b>',
    greeting: 'Hi <script>alert(1)</script>,',
    paragraphs: ['Tom & Jerry said "hi" <img src=x onerror=alert(1)>', 'Second paragraph.'],
    cta: { label: 'Read more', url: 'https://termlens.test/blog?a=1&b=2' },
    unsubscribeUrl: 'https://termlens.test/api/unsubscribe?list=course&id=7&sig=abc',
  });

  it('escapes every value in the HTML', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(email.html).toContain('Tom &amp; Jerry said &quot;hi&quot;');
    expect(email.html).toContain('<title>Day 1 &lt;b&gt;</title>');
    expect(email.html).toContain('href="https://termlens.test/blog?a=1&amp;b=2"');
  });

  it('keeps the text part plain, with the paragraphs and the link', () => {
    expect(email.text).toContain('Tom & Jerry said "hi"');
    expect(email.text).toContain('Second paragraph.');
    expect(email.text).toContain('Read more: https://termlens.test/blog?a=1&b=2');
  });

  it('ends both parts with the postal address and the unsubscribe link', () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain(companyAddressLine);
      expect(part).toContain('TermLens, Inc.');
    }
    expect(email.text).toContain(
      'Unsubscribe: https://termlens.test/api/unsubscribe?list=course&id=7&sig=abc',
    );
    expect(email.html).toContain(
      'href="https://termlens.test/api/unsubscribe?list=course&amp;id=7&amp;sig=abc"',
    );
    expect(email.html).toMatch(/<html lang="en">/);
  });

  it('carries the subject, for the message header', () => {
    expect(email.subject).toBe('Day 1 <b>');
  });

  it('has no unsubscribe link on a transactional message, but still the address', () => {
    const plain = renderEmail({ subject: 'Thanks', paragraphs: ['We got it.'] });
    expect(plain.text).not.toContain('Unsubscribe');
    expect(plain.html).not.toContain('Unsubscribe');
    expect(plain.text).toContain(companyAddressLine);
  });
});
