import { randomBytes } from 'node:crypto';
import { ccpaRequestTypes } from '@termlens/contracts/data-request-types';
import { dataRequestInput, MAX_VERIFICATION_BYTES } from '@termlens/contracts/leads';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { dataRequests } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { recordEmail } from '../lib/outbox';
import { MB, publicPost } from '../lib/public-post';
import { rateLimitRules } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { dataRequestAcknowledgementEmail } from '../mail/templates/data-request-acknowledgement-email';

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

const MAX_ID_ATTEMPTS = 8;

/**
 * `DSR-<milliseconds>` as requesters are told; requests filed in the same millisecond get a
 * random suffix, so none is refused for its id.
 */
function dataRequestId(now: number, attempt: number): string {
  if (attempt === 0) return `DSR-${now}`;
  return `DSR-${now}-${randomBytes(3).toString('hex').toUpperCase()}`;
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
      const days = ccpaRequestTypes.includes(input.requestType) ? 45 : 30;
      const requestId = await c.var.db.transaction(async (tx) => {
        const row = {
          fullName: input.fullName,
          email: input.email,
          requestType: input.requestType,
          description: input.description,
          dueAt: new Date(now + days * DAY_MS),
          verificationFileName: file?.name ?? null,
          verificationFileType: file?.type ?? null,
          verificationFile: file?.bytes ?? null,
        };
        let requestId: string | undefined;
        for (let attempt = 0; !requestId; attempt++) {
          if (attempt === MAX_ID_ATTEMPTS) throw new Error('no free data request id');
          // `on conflict do nothing` instead of catching the unique violation, which would abort
          // the transaction.
          const [inserted] = await tx
            .insert(dataRequests)
            .values({ ...row, requestId: dataRequestId(now, attempt) })
            .onConflictDoNothing({ target: dataRequests.requestId })
            .returning({ requestId: dataRequests.requestId });
          requestId = inserted?.requestId;
        }
        await recordEmail(tx, {
          kind: 'data-request-acknowledgement',
          to: input.email,
          ...dataRequestAcknowledgementEmail({
            fullName: input.fullName,
            requestType: input.requestType,
            requestId,
            days,
          }),
        });
        return requestId;
      });
      return c.json({ requestId }, 201);
    },
  );
}
