import { marketingConsent, phoneContactConsent } from '@termlens/contracts/consent-texts';
import { ageFromBirthDate, leadInput } from '@termlens/contracts/leads';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { leadConsents, leads } from '../db/schema';
import { insertedRow } from '../lib/inserted-row';
import { recordEmail } from '../lib/outbox';
import { KB, publicPost } from '../lib/public-post';
import { rateLimitRules } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { leadConfirmationEmail } from '../mail/templates/lead-confirmation-email';

export function leadRoutes() {
  return new Hono<AppEnv>().post(
    '/',
    publicPost({ maxBytes: 16 * KB, rateLimit: rateLimitRules.leads }),
    validate('json', leadInput),
    async (c) => {
      const input = c.req.valid('json');
      const phone = input.phone || null;
      const evidence = {
        ip: c.var.clientAddress,
        userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
        pageUrl: input.pageUrl ?? c.req.header('referer') ?? null,
      };
      const id = await c.var.db.transaction(async (tx) => {
        const lead = await tx
          .insert(leads)
          .values({
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone,
            dateOfBirth: input.dateOfBirth,
            zipCode: input.zipCode,
            coverageAmount: input.coverageAmount ?? null,
            termLength: input.termLength ?? null,
            primaryConcern: input.primaryConcern ?? null,
            // Derived here, never trusted from the client.
            age: ageFromBirthDate(input.dateOfBirth),
            smoker: input.smoker,
            marketingOptIn: input.marketingOptIn,
            utm_source: input.utm_source ?? null,
            utm_medium: input.utm_medium ?? null,
            utm_campaign: input.utm_campaign ?? null,
          })
          .returning({ id: leads.id })
          .then(insertedRow);
        const consents = [
          { kind: 'marketing', granted: input.marketingOptIn, ...marketingConsent },
          // The phone consent box is only shown when a phone number is given.
          ...(phone
            ? [
                {
                  kind: 'phone-contact',
                  granted: input.phoneContactConsent,
                  ...phoneContactConsent,
                },
              ]
            : []),
        ];
        await tx
          .insert(leadConsents)
          .values(consents.map((consent) => ({ leadId: lead.id, ...consent, ...evidence })));
        await recordEmail(tx, {
          kind: 'lead-confirmation',
          to: input.email,
          ...leadConfirmationEmail(input.firstName),
        });
        return lead.id;
      });
      return c.json({ id }, 201);
    },
  );
}
