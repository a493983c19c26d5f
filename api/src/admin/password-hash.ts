import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP's scrypt parameters for password storage.
const N = 2 ** 17;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

// scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is far below that at N=2^17.
const maxmemFor = (n: number, r: number) => 2 * 128 * n * r;

function derive(password: string, salt: Buffer, n: number, r: number, p: number, length: number) {
  const options: ScryptOptions = { N: n, r, p, maxmem: maxmemFor(n, r) };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, length, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` with salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, N, R, P, KEY_BYTES);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, nText, rText, pText, saltText = '', hashText = '', ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0) return false;
  const [n, r, p] = [nText, rText, pText].map(Number);
  if (n === undefined || r === undefined || p === undefined) return false;
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const salt = Buffer.from(saltText, 'base64url');
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(password, salt, n, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

// Verified against when the username is unknown, so a miss costs as much time as a hit.
let dummyHash: Promise<string> | undefined;
export function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
