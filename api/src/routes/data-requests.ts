import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ccpaRequestTypes, dataRequestInput, MAX_VERIFICATION_BYTES } from '../contracts/leads';
import { dataRequests } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { recordEmail } from '../lib/outbox';
import { MB, publicPost } from '../lib/public-post';
import { rateLimitRules } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { renderEmail } from '../mail/render-email';

const DAY_MS = 86_400_000;

// The file's first bytes decide its type; a renamed executable must not pass as a PDF.
const signatures: { type: string; extensions: string[]; magic: number[] }[] = [
  { type: 'application/pdf', extensions: ['pdf'], magic: [0x25, 0x50, 0x44, 0x46] },
  { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extensions: ['png'], magic: [0x89, 0x50, 0x4e, 0x47] },
];

function detectFile(name: string, bytes: Uint8Array): string | null {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const match = signatures.find((s) => s.magic.every((byte, i) => bytes[i] === byte));
  return match?.extensions.includes(extension) ? match.type : null;
}

const fileError = (message: string) =>
  new HttpError(400, 'Invalid request', { verificationDocument: message });

export function dataRequestRoutes() {
  return new Hono<AppEnv>().post(
    '/',
    publicPost({ maxBytes: 15 * MB, rateLimit: rateLimitRules.dataRequests }),
    validate('json', dataRequestInput),
    async (c) => {
      const input = c.req.valid('json');
      let file: { name: string; type: string; bytes: Uint8Array } | null = null;
      if (input.verificationDocument) {
        const bytes = Uint8Array.from(Buffer.from(input.verificationDocument.data, 'base64'));
        if (bytes.length > MAX_VERIFICATION_BYTES)
          throw fileError('The file must be 10 MB or smaller');
        const type = detectFile(input.verificationDocument.name, bytes);
        if (!type) throw fileError('The file must be a PDF, JPG or PNG');
        file = { name: input.verificationDocument.name, type, bytes };
      }
      const now = Date.now();
      const requestId = `DSR-${now}`;
      const days = ccpaRequestTypes.includes(input.requestType) ? 45 : 30;
      await c.var.db.transaction(async (tx) => {
        await tx.insert(dataRequests).values({
          requestId,
          fullName: input.fullName,
          email: input.email,
          requestType: input.requestType,
          description: input.description,
          dueAt: new Date(now + days * DAY_MS),
          verificationFileName: file?.name ?? null,
          verificationFileType: file?.type ?? null,
          verificationFile: file?.bytes ?? null,
        });
        await recordEmail(tx, {
          kind: 'data-request-acknowledgement',
          to: input.email,
          subject: `We received your data request ${requestId}`,
          ...renderEmail({
            subject: `We received your data request ${requestId}`,
            greeting: `Hi ${input.fullName},`,
            paragraphs: [
              `We received your ${input.requestType} request. Your request ID is ${requestId}. We'll verify your identity and respond within ${days} days.`,
              'TermLens',
            ],
          }),
        });
      });
      return c.json({ requestId }, 201);
    },
  );
}
