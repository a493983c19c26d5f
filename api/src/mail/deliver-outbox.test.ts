import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { emailCourseSubscribers, emailOutbox } from '../db/schema';
import { recordEmail } from '../lib/outbox';
import { testDatabases } from '../test/test-databases';
import { claimLeaseMs, deliverOutbox, maxAttempts } from './deliver-outbox';
import { type MailMessage, type MailTransport, recordOnlyTransport } from './mail-transport';

const databases = await testDatabases();
const secret = Buffer.alloc(32, 3);
const base = { from: 'TermLens <hello@termlens.test>', siteUrl: 'https://termlens.test', secret };
const minutes = (n: number) => n * 60 * 1000;

describe.each(databases)('outbox delivery on $name', (testDb) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(() => testDb.close());
  beforeEach(async () => {
    await database.db.execute(
      sql`truncate ${emailOutbox}, ${emailCourseSubscribers} restart identity cascade`,
    );
  });

  const outboxRows = () => database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
  const queue = (kind = 'lead-quotes', to = 'ada@example.com') =>
    recordEmail(database.db, { kind, to, subject: 'Hello', text: 'Body', html: '<p>Body</p>' });
  const capture = () => {
    const sent: MailMessage[] = [];
    const transport: MailTransport = { send: async (msg) => void sent.push(msg) };
    return { sent, transport };
  };

  it('marks rows recorded, not sent, with the record-only transport, once', async () => {
    await queue();
    await queue();
    const first = await deliverOutbox(database.db, { ...base, transport: recordOnlyTransport });
    expect(first).toEqual({ sent: 0, recorded: 2, failed: 0, cancelled: 0 });
    const rows = await outboxRows();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['recorded', 1],
      ['recorded', 1],
    ]);
    expect(rows.every((r) => r.sentAt instanceof Date)).toBe(true);
    const again = await deliverOutbox(database.db, { ...base, transport: recordOnlyTransport });
    expect(again).toEqual({ sent: 0, recorded: 0, failed: 0, cancelled: 0 });
  });

  it('marks rows sent when the transport hands them to a mail server', async () => {
    await queue();
    const { sent, transport } = capture();
    expect(await deliverOutbox(database.db, { ...base, transport })).toEqual({
      sent: 1,
      recorded: 0,
      failed: 0,
      cancelled: 0,
    });
    expect(sent).toHaveLength(1);
    expect((await outboxRows()).map((r) => r.status)).toEqual(['sent']);
  });

  it('passes the message to the transport, with no unsubscribe header on transactional mail', async () => {
    await queue();
    const { sent, transport } = capture();
    await deliverOutbox(database.db, { ...base, transport });
    expect(sent).toEqual([
      {
        from: base.from,
        to: 'ada@example.com',
        subject: 'Hello',
        text: 'Body',
        html: '<p>Body</p>',
        headers: undefined,
      },
    ]);
  });

  it('adds List-Unsubscribe to course mail and cancels it once the subscriber has left', async () => {
    const [subscriber] = await database.db
      .insert(emailCourseSubscribers)
      .values({ email: 'learner@example.com', firstName: 'Lee' })
      .returning();
    await queue('course-lesson', 'learner@example.com');
    const { sent, transport } = capture();
    await deliverOutbox(database.db, { ...base, transport });
    expect(sent[0]?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(
        `^<https://termlens\\.test/api/unsubscribe\\?list=course&id=${subscriber?.id}&sig=[\\w-]+>$`,
      ),
    );
    expect(sent[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await database.db.update(emailCourseSubscribers).set({ isActive: false });
    await queue('course-lesson', 'learner@example.com');
    const result = await deliverOutbox(database.db, { ...base, transport });
    expect(result).toEqual({ sent: 0, recorded: 0, failed: 0, cancelled: 1 });
    expect(sent).toHaveLength(1);
  });

  it('records a failure without the address, retries with backoff, gives up after the last attempt', async () => {
    await queue();
    const failing: MailTransport = {
      send: async (msg) => {
        throw Object.assign(new Error(`550 mailbox ${msg.to} unavailable`), { responseCode: 550 });
      },
    };
    const [row] = await outboxRows();
    const created = row?.createdAt ?? new Date();
    const after = (ms: number) => new Date(created.getTime() + ms);

    expect(
      (await deliverOutbox(database.db, { ...base, transport: failing, now: after(1000) })).failed,
    ).toBe(1);
    let [failed] = await outboxRows();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toBe('550: 550 mailbox <address> unavailable');

    // Backoff: the second try waits 30 s after queueing, not a second earlier.
    expect(
      (await deliverOutbox(database.db, { ...base, transport: failing, now: after(20_000) }))
        .failed,
    ).toBe(0);
    for (let i = 2; i <= maxAttempts; i++) {
      await deliverOutbox(database.db, { ...base, transport: failing, now: after(minutes(60)) });
    }
    [failed] = await outboxRows();
    expect(failed).toMatchObject({ status: 'failed', attempts: maxAttempts });
    const late = await deliverOutbox(database.db, {
      ...base,
      transport: recordOnlyTransport,
      now: after(minutes(600)),
    });
    expect(late.recorded).toBe(0);
  });

  it('sends a message that failed once on the next due run', async () => {
    await queue();
    let calls = 0;
    const flaky: MailTransport = {
      send: async () => {
        calls++;
        if (calls === 1) throw new Error('connection reset');
      },
    };
    const [row] = await outboxRows();
    const created = row?.createdAt ?? new Date();
    await deliverOutbox(database.db, {
      ...base,
      transport: flaky,
      now: new Date(created.getTime() + 1000),
    });
    await deliverOutbox(database.db, {
      ...base,
      transport: flaky,
      now: new Date(created.getTime() + minutes(1)),
    });
    const [sent] = await outboxRows();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
  /** A transport that holds each message a moment, counting how many it holds at once. */
  const slow = () => {
    const sent: string[] = [];
    let inFlight = 0;
    let peak = 0;
    const transport: MailTransport = {
      send: async (msg) => {
        peak = Math.max(peak, ++inFlight);
        await new Promise((r) => setTimeout(r, 10));
        inFlight--;
        sent.push(msg.to);
      },
    };
    return { sent, transport, peak: () => peak };
  };

  it('hands the whole batch to the transport at once', async () => {
    for (let i = 0; i < 5; i++) await queue('lead-quotes', `batch-${i}@example.com`);
    const { sent, transport, peak } = slow();
    expect(await deliverOutbox(database.db, { ...base, transport })).toEqual({
      sent: 5,
      recorded: 0,
      failed: 0,
      cancelled: 0,
    });
    expect(peak()).toBe(5);
    expect(sent).toHaveLength(5);
  });

  it('sends each row once with two deliverers claiming at the same time', async () => {
    const emails = 60;
    for (let i = 0; i < emails; i++) await queue('lead-quotes', `race-${i}@example.com`);
    // A second connection pool is a second API process; PGlite has one, shared.
    const other = testDb.databaseUrl
      ? openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: '' })
      : database;
    const { sent, transport } = slow();
    try {
      const deliver = async (db: DatabaseHandle) => {
        for (;;) {
          const r = await deliverOutbox(db.db, { ...base, transport, batchSize: 7 });
          if (r.sent + r.failed + r.cancelled === 0) return;
        }
      };
      await Promise.all([deliver(database), deliver(other)]);
    } finally {
      if (other !== database) await other.close();
    }
    expect(sent).toHaveLength(emails);
    expect(new Set(sent).size).toBe(emails);
    expect((await outboxRows()).every((r) => r.status === 'sent')).toBe(true);
  });

  it('takes a claim back once its lease has run out, and not before', async () => {
    await queue();
    // What a process that died mid-send leaves behind.
    const claimedAt = new Date('2026-01-01T12:00:00Z');
    await database.db.update(emailOutbox).set({ status: 'sending', sentAt: claimedAt });
    const at = (ms: number) => new Date(claimedAt.getTime() + ms);
    const { sent, transport } = capture();

    const early = await deliverOutbox(database.db, {
      ...base,
      transport,
      now: at(claimLeaseMs - 1000),
    });
    expect(early.sent).toBe(0);
    const late = await deliverOutbox(database.db, { ...base, transport, now: at(claimLeaseMs) });
    expect(late.sent).toBe(1);
    expect(sent).toHaveLength(1);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('leaves a row alone once another process has taken over its claim', async () => {
    await queue();
    const takeover = new Date(Date.now() + claimLeaseMs);
    const failing: MailTransport = {
      send: async () => {
        // Meanwhile this send outlived its lease and another process claimed the row.
        await database.db.update(emailOutbox).set({ sentAt: takeover });
        throw new Error('connection reset');
      },
    };
    const result = await deliverOutbox(database.db, { ...base, transport: failing });
    expect(result.failed).toBe(1);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sending', attempts: 0, lastError: null });
    expect(row?.sentAt).toEqual(takeover);
  });
});
