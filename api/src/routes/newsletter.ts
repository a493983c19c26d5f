import { newsletterRequest } from '@termlens/contracts/signup';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { newsletterSubscribers } from '../db/schema';
import { recordEmail } from '../lib/outbox';
import { KB, publicPost } from '../lib/public-post';
import { rateLimitRules } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { newsletterWelcomeEmail } from '../mail/templates/newsletter-welcome-email';

/** The blog newsletter (beyond spec): 201 when new, 200 for a known address. */
export function newsletterRoutes() {
  return new Hono<AppEnv>().post(
    '/',
    publicPost({ maxBytes: 4 * KB, rateLimit: rateLimitRules.newsletter }),
    validate('json', newsletterRequest),
    async (c) => {
      const body = c.req.valid('json');
      const email = body.email.toLowerCase();
      const db = c.var.db;
      const [created] = await db
        .insert(newsletterSubscribers)
        .values({
          email,
          utm_source: body.utm_source ?? 'direct',
          utm_medium: body.utm_medium ?? 'website',
          utm_campaign: body.utm_campaign ?? 'newsletter',
        })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      if (!created) {
        const [reactivated] = await db
          .update(newsletterSubscribers)
          .set({ isActive: true })
          .where(
            and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.isActive, false)),
          )
          .returning({ id: newsletterSubscribers.id });
        if (!reactivated) return c.json({ created: false }, 200);
      }
      await recordEmail(db, { kind: 'newsletter-welcome', to: email, ...newsletterWelcomeEmail() });
      return c.json({ created: Boolean(created) }, created ? 201 : 200);
    },
  );
}
