import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'TermLens-Signature';
/** How far a signature's time may be from the receiver's clock before it is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: the time is signed with the body,
 * so a captured request cannot be replayed later with a fresh time.
 */
export function signWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What a partner runs on each request: the raw body as received (before any JSON parsing), the
 * header, the shared secret. True when some v1 signature matches and the time is recent.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  now = new Date(),
): boolean {
  const fields = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(fields.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return fields.some(([key, value]) => {
    if (key !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
