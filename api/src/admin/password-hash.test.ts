import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('scrypt password hashing', () => {
  it('stores OWASP parameters, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('correct horse battery staple');
    const [scheme, n, r, p, salt = '', key = ''] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key, 'base64url')).toHaveLength(64);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never matches a malformed stored value', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$x$8$1$aa$bb',
      'bcrypt$1$2$3$4$5',
      'scrypt$16$8$1$aa$',
    ]) {
      expect(await verifyPassword('plain', stored)).toBe(false);
    }
  });
});
