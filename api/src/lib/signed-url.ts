import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link stays valid. */
export const LINK_LIFETIME_SECONDS = 24 * 60 * 60;

const signature = (secret: Buffer, path: string, expires: number) =>
  createHmac('sha256', secret).update(`${path}\n${expires}`).digest('hex');

/** `path?expires=<unix>&sig=<hex>`: the HMAC covers both the path and the expiry. */
export function signPath(secret: Buffer, path: string, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + LINK_LIFETIME_SECONDS;
  return `${path}?expires=${expires}&sig=${signature(secret, path, expires)}`;
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export function checkSignedPath(
  secret: Buffer,
  path: string,
  expiresParam: string | undefined,
  sigParam: string | undefined,
  nowMs = Date.now(),
): SignatureCheck {
  if (!expiresParam || !sigParam || !/^\d{1,12}$/.test(expiresParam)) return 'invalid';
  if (!/^[0-9a-f]{64}$/.test(sigParam)) return 'invalid';
  const expires = Number(expiresParam);
  const expected = Buffer.from(signature(secret, path, expires), 'hex');
  // Constant-time compare: the signature must not leak byte by byte through timing.
  if (!timingSafeEqual(expected, Buffer.from(sigParam, 'hex'))) return 'invalid';
  return expires * 1000 < nowMs ? 'expired' : 'valid';
}
