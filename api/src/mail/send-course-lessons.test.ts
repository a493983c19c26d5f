import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { courseDeliveries, emailCourseSubscribers, emailOutbox } from '../db/schema';
import { testDatabases } from '../test/test-databases';
import { sendCourseLessons } from './send-course-lessons';

const databases = await testDatabases();
const secret = Buffer.alloc(32, 7);
const siteUrl = 'https://termlens.test';
const hours = (n: number) => n * 60 * 60 * 1000;

describe.each(databases)('course sender on $name', (testDb) => {
  let database: DatabaseHandle;
  const start = new Date('2026-03-02T09:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(() => testDb.close());
  beforeEach(async () => {
    await database.db.execute(
      sql`truncate ${emailOutbox}, ${courseDeliveries}, ${emailCourseSubscribers} restart identity cascade`,
    );
  });

  const subscribe = async (email: string) => {
    const [row] = await database.db
      .insert(emailCourseSubscribers)
      .values({ email, firstName: 'Grace' })
      .returning();
    if (!row) throw new Error('no row');
    return row;
  };
  const lessons = () =>
    database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'course-lesson'))
      .orderBy(emailOutbox.id);

  it('sends day 1 at once, nothing more within 24 hours, day 2 after 24 hours', async () => {
    const subscriber = await subscribe('grace@example.com');
    expect(await sendCourseLessons(database.db, { siteUrl, secret, now: start })).toBe(1);
    expect(await sendCourseLessons(database.db, { siteUrl, secret, now: at(hours(1)) })).toBe(0);
    expect(await sendCourseLessons(database.db, { siteUrl, secret, now: at(hours(23.9)) })).toBe(0);
    expect(await sendCourseLessons(database.db, { siteUrl, secret, now: at(hours(24)) })).toBe(1);

    const sent = await lessons();
    expect(sent.map((l) => l.subject)).toEqual([
      expect.stringMatching(/^Day 1:/),
      expect.stringMatching(/^Day 2:/),
    ]);
    const [day1] = sent;
    expect(day1?.text).toContain('Hi Grace,');
    expect(day1?.text).toContain(`${siteUrl}/blog/term-life-basics`);
    expect(day1?.text).toContain(`${siteUrl}/api/unsubscribe?list=course&id=${subscriber.id}&sig=`);
    expect(day1?.text).not.toContain('grace@example.com');
    expect(day1?.html).toContain('120 Hudson Street');
  });

  it('stops after day 7', async () => {
    const subscriber = await subscribe('seven@example.com');
    for (let day = 0; day < 10; day++) {
      await sendCourseLessons(database.db, { siteUrl, secret, now: at(hours(24 * day)) });
    }
    const days = await database.db
      .select({ day: courseDeliveries.day })
      .from(courseDeliveries)
      .orderBy(courseDeliveries.day);
    expect(days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await lessons()).length).toBe(7);
    const [after] = await database.db
      .select()
      .from(emailCourseSubscribers)
      .where(eq(emailCourseSubscribers.id, subscriber.id));
    expect(after?.currentDay).toBe(8);
  });

  it('never queues a lesson whose delivery is already recorded, and moves on', async () => {
    const subscriber = await subscribe('recorded@example.com');
    await database.db.insert(courseDeliveries).values({ subscriberId: subscriber.id, day: 1 });
    expect(await sendCourseLessons(database.db, { siteUrl, secret, now: start })).toBe(0);
    expect(await lessons()).toEqual([]);
    const [after] = await database.db
      .select()
      .from(emailCourseSubscribers)
      .where(eq(emailCourseSubscribers.id, subscriber.id));
    expect(after?.currentDay).toBe(2);
  });

  it('sends nothing to an inactive subscriber', async () => {
    const subscriber = await subscribe('gone@example.com');
    await database.db
      .update(emailCourseSubscribers)
      .set({ isActive: false })
      .where(eq(emailCourseSubscribers.id, subscriber.id));
    expect(await sendCourseLessons(database.db, { siteUrl, secret, now: start })).toBe(0);
    expect(await lessons()).toEqual([]);
  });

  it.runIf(testDb.databaseUrl)(
    'delivers each lesson exactly once with two processes racing',
    async () => {
      const subscribers = 25;
      await database.db.insert(emailCourseSubscribers).values(
        Array.from({ length: subscribers }, (_, i) => ({
          email: `race${i}@example.com`,
          firstName: 'Race',
        })),
      );
      // A second, independent connection pool: another API process on the same database.
      const other = openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: '' });
      try {
        for (let day = 0; day < 3; day++) {
          const now = at(hours(24 * day));
          // Several runs per process at once, as overlapping timers on two processes would.
          const queued = await Promise.all(
            [database.db, other.db, database.db, other.db].map((db) =>
              sendCourseLessons(db, { siteUrl, secret, now }),
            ),
          );
          expect(queued.reduce((a, b) => a + b, 0)).toBe(subscribers);
        }
      } finally {
        await other.close();
      }
      const [deliveries] = await database.db
        .select({
          n: sql<number>`count(*)::int`,
          distinct: sql<number>`count(distinct (${courseDeliveries.subscriberId}, ${courseDeliveries.day}))::int`,
        })
        .from(courseDeliveries);
      expect(deliveries).toEqual({ n: subscribers * 3, distinct: subscribers * 3 });
      const [outbox] = await database.db
        .select({
          n: sql<number>`count(*)::int`,
          distinct: sql<number>`count(distinct (${emailOutbox.to}, ${emailOutbox.subject}))::int`,
        })
        .from(emailOutbox);
      expect(outbox).toEqual({ n: subscribers * 3, distinct: subscribers * 3 });
    },
  );
});
