import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { courseDeliveries, emailCourseSubscribers } from '../db/schema';
import { courseLessons } from '../db/seed/content/course-lessons';
import { recordEmail } from '../lib/outbox';
import { renderEmail } from './render-email';
import { unsubscribeUrl } from './unsubscribe-link';

const lessonGapMs = 24 * 60 * 60 * 1000;
const lastDay = courseLessons.length;

export interface CourseSenderOptions {
  siteUrl: string;
  secret: Buffer;
  now?: Date;
}

/**
 * Queues today's lesson for every active subscriber who is due: day 1 as soon as they sign up,
 * each next day 24 hours after the previous one, until day 7. Each subscriber is claimed in its
 * own transaction with `for update skip locked`, so several API processes share the work; the
 * unique (subscriber, day) delivery row is what guarantees a lesson goes out once even if they
 * race. Returns how many lessons were queued.
 */
export async function sendCourseLessons(db: Database, options: CourseSenderOptions) {
  const now = options.now ?? new Date();
  const dueBefore = new Date(now.getTime() - lessonGapMs);
  const s = emailCourseSubscribers;
  const due = and(
    eq(s.isActive, true),
    lte(s.currentDay, lastDay),
    or(isNull(s.lastEmailSent), lte(s.lastEmailSent, dueBefore)),
  );
  let queued = 0;
  // Every pass either advances one subscriber past `due` or finds nobody: the loop ends.
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const [subscriber] = await tx
        .select()
        .from(s)
        .where(due)
        .orderBy(asc(s.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!subscriber) return false;
      const day = subscriber.currentDay;
      const inserted = await tx
        .insert(courseDeliveries)
        .values({ subscriberId: subscriber.id, day })
        .onConflictDoNothing()
        .returning({ id: courseDeliveries.id });
      const lesson = courseLessons.find((l) => l.day === day);
      if (inserted.length > 0 && lesson) {
        const rendered = renderEmail({
          subject: lesson.subject,
          preheader: lesson.preheader,
          greeting: `Hi ${subscriber.firstName},`,
          paragraphs: lesson.paragraphs,
          cta: lesson.cta && {
            label: lesson.cta.label,
            url: `${options.siteUrl.replace(/\/$/, '')}${lesson.cta.path}`,
          },
          unsubscribeUrl: unsubscribeUrl(options.siteUrl, options.secret, 'course', subscriber.id),
        });
        await recordEmail(tx, {
          kind: 'course-lesson',
          to: subscriber.email,
          ...rendered,
        });
        queued++;
      }
      // Past day 7 currentDay stays at 8: the subscriber is done, but still counted as subscribed.
      await tx
        .update(s)
        .set({ lastEmailSent: now, currentDay: day + 1 })
        .where(eq(s.id, subscriber.id));
      return true;
    });
    if (!claimed) return queued;
  }
}
