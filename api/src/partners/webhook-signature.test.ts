import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

const SECRET = 'partner-shared-secret-of-32-characters';
const body = '{"lead":{"id":7}}';
const at = new Date('2026-03-01T12:00:00Z');

describe('webhook signature', () => {
  it('is the hex HMAC-SHA256 of "<t>.<raw body>" under the secret', () => {
    const header = signWebhook(SECRET, body, at);
    const t = at.getTime() / 1000;
    const hex = createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${hex}`);
  });

  it('verifies with the secret, the raw body and a recent time only', () => {
    const header = signWebhook(SECRET, body, at);
    expect(verifyWebhookSignature(SECRET, header, body, at)).toBe(true);
    expect(verifyWebhookSignature('another-secret-of-thirty-two-chars', header, body, at)).toBe(
      false,
    );
    expect(verifyWebhookSignature(SECRET, header, body.replace('7', '8'), at)).toBe(false);
    const later = new Date(at.getTime() + 301_000);
    expect(verifyWebhookSignature(SECRET, header, body, later)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header.replace(/t=\d+/, 't=1'), body, at)).toBe(false);
    expect(verifyWebhookSignature(SECRET, 'garbage', body, at)).toBe(false);
  });
});
