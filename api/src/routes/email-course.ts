import { emailCourseRequest } from '@termlens/contracts/signup';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { emailCourseSubscribers } from '../db/schema';
import { recordEmail } from '../lib/outbox';
import { KB, publicPost } from '../lib/public-post';
import { rateLimitRules } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { courseWelcomeEmail } from '../mail/templates/course-welcome-email';

/** 201 for a new subscriber; 200 for a known address, reactivated if it had left. */
export function emailCourseRoutes() {
  return new Hono<AppEnv>().post(
    '/',
    publicPost({ maxBytes: 4 * KB, rateLimit: rateLimitRules.course }),
    validate('json', emailCourseRequest),
    async (c) => {
      const body = c.req.valid('json');
      const email = body.email.toLowerCase();
      const db = c.var.db;
      const [created] = await db
        .insert(emailCourseSubscribers)
        .values({
          email,
          firstName: body.firstName,
          utm_source: body.utm_source ?? 'direct',
          utm_medium: body.utm_medium ?? 'website',
          utm_campaign: body.utm_campaign ?? 'email-course',
        })
        .onConflictDoNothing({ target: emailCourseSubscribers.email })
        .returning({ id: emailCourseSubscribers.id });
      if (!created) {
        const [reactivated] = await db
          .update(emailCourseSubscribers)
          .set({ isActive: true })
          .where(
            and(
              eq(emailCourseSubscribers.email, email),
              eq(emailCourseSubscribers.isActive, false),
            ),
          )
          .returning({ id: emailCourseSubscribers.id });
        // A subscriber who is still active is already getting lessons: no second welcome.
        if (!reactivated) return c.json({ created: false }, 200);
      }
      await recordEmail(db, {
        kind: 'course-welcome',
        to: email,
        ...courseWelcomeEmail(body.firstName),
      });
      return c.json({ created: Boolean(created) }, created ? 201 : 200);
    },
  );
}
