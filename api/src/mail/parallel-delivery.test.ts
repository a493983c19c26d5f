import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { emailOutbox } from '../db/schema';
import { createLogger } from '../lib/logger';
import { recordEmail } from '../lib/outbox';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink';
import { testDatabases } from '../test/test-databases';
import { startMailWorkers } from './mail-workers';
import { smtpTransport } from './smtp-transport';

const databases = await testDatabases();
const EMAILS = 120;
const pace = { connections: 4, perSecond: 20 };

describe.each(databases)('outbox over SMTP with two API processes on $name', (testDb) => {
  let database: DatabaseHandle;
  let sink: SmtpSink;

  beforeAll(async () => {
    database = await testDb.open();
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await testDb.close();
  });

  it('sends a burst in parallel within the rate, every email exactly once', async () => {
    for (let i = 0; i < EMAILS; i++) {
      await recordEmail(database.db, {
        kind: 'lead-quotes',
        to: `burst-${i}@example.com`,
        subject: 'Thanks',
        text: 'We received your request.',
      });
    }
    // PGlite allows one process; there the second deliverer shares its handle.
    const other = testDb.databaseUrl
      ? openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: '' })
      : database;
    const processes = [database, other].map((handle) => {
      const transport = smtpTransport(sink.url, pace);
      const workers = startMailWorkers({
        db: handle.db,
        log: createLogger('silent'),
        transport,
        from: 'TermLens <hello@termlens.test>',
        siteUrl: 'https://termlens.test',
        batchSize: 10,
        // Never within the test: the burst must go out on the run at start, batch after batch.
        deliverEveryMs: 3_600_000,
        courseEveryMs: 3_600_000,
      });
      return { transport, workers };
    });
    try {
      await expect
        .poll(
          async () =>
            (await database.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'sent')))
              .length,
          { timeout: 30_000, interval: 100 },
        )
        .toBe(EMAILS);
    } finally {
      for (const { transport, workers } of processes) {
        await workers.stop();
        transport.close();
      }
      if (other !== database) await other.close();
    }

    const recipients = sink.received.flatMap((m) => m.to);
    expect(recipients).toHaveLength(EMAILS);
    expect(new Set(recipients).size).toBe(EMAILS);
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.every((r) => r.attempts === 1 && r.lastError === null)).toBe(true);
    // More connections than deliverers: each one sends several messages at a time.
    expect(sink.peakConnections()).toBeGreaterThan(2);
    // Each process sends at most perSecond in any one-second window, so the burst cannot take
    // less than this. Only a floor: a slow machine may take longer.
    const times = sink.received.map((m) => m.at);
    const seconds = (Math.max(...times) - Math.min(...times)) / 1000;
    expect(seconds).toBeGreaterThan(EMAILS / (2 * pace.perSecond) - 1.5);
  });
});
