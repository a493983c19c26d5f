import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey } from './normalise-contact';

describe('emailKey', () => {
  it('matches an address however it is cased, spaced or tagged', () => {
    expect(emailKey(' Ada.Lovelace+quotes@Example.COM ')).toBe('ada.lovelace@example.com');
    expect(emailKey('ada.lovelace@example.com')).toBe('ada.lovelace@example.com');
  });

  it('drops the dots Gmail ignores, and only there', () => {
    expect(emailKey('A.d.a@googlemail.com')).toBe('ada@gmail.com');
    expect(emailKey('a.d.a@outlook.com')).toBe('a.d.a@outlook.com');
  });

  it('answers null for what is not an address', () => {
    expect(emailKey('nobody')).toBeNull();
    expect(emailKey('@example.com')).toBeNull();
    expect(emailKey('+tag@example.com')).toBeNull();
  });
});

describe('phoneKey', () => {
  it('keeps the 10 digits whatever the punctuation or country code', () => {
    expect(phoneKey('(312) 555-0142')).toBe('3125550142');
    expect(phoneKey('+1 312.555.0142')).toBe('3125550142');
    expect(phoneKey('13125550142')).toBe('3125550142');
  });

  it('answers null without a full number', () => {
    expect(phoneKey(null)).toBeNull();
    expect(phoneKey('')).toBeNull();
    expect(phoneKey('555-0142')).toBeNull();
  });
});
