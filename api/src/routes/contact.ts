import { contactInput } from '@termlens/contracts/leads';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { contactMessages } from '../db/schema';
import { insertedRow } from '../lib/inserted-row';
import { recordEmail } from '../lib/outbox';
import { KB, publicPost } from '../lib/public-post';
import { rateLimitRules } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { contactAcknowledgementEmail } from '../mail/templates/contact-acknowledgement-email';

export function contactRoutes() {
  return new Hono<AppEnv>().post(
    '/',
    publicPost({ maxBytes: 16 * KB, rateLimit: rateLimitRules.contact }),
    validate('json', contactInput),
    async (c) => {
      const input = c.req.valid('json');
      const id = await c.var.db.transaction(async (tx) => {
        const row = await tx
          .insert(contactMessages)
          .values({ ...input, phone: input.phone || null })
          .returning({ id: contactMessages.id })
          .then(insertedRow);
        await recordEmail(tx, {
          kind: 'contact-acknowledgement',
          to: input.email,
          ...contactAcknowledgementEmail(input),
        });
        return row.id;
      });
      return c.json({ id }, 201);
    },
  );
}
