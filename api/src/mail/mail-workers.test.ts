import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { emailCourseSubscribers, emailOutbox } from '../db/schema';
import { createLogger } from '../lib/logger';
import { testDatabases } from '../test/test-databases';
import { recordOnlyTransport } from './mail-transport';
import { startMailWorkers } from './mail-workers';

const [pglite] = await testDatabases();

describe('mail workers', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await (pglite ?? expect.fail('no PGlite')).open();
  });
  afterAll(() => pglite?.close());

  it('queues day 1 for a new subscriber and delivers it, then stops cleanly', async () => {
    await database.db
      .insert(emailCourseSubscribers)
      .values({ email: 'worker@example.com', firstName: 'Wes' });
    const workers = startMailWorkers({
      db: database.db,
      log: createLogger('silent'),
      transport: recordOnlyTransport,
      from: 'TermLens <hello@termlens.test>',
      siteUrl: 'https://termlens.test',
      deliverEveryMs: 20,
      courseEveryMs: 20,
    });
    try {
      await expect
        .poll(async () => (await database.db.select().from(emailOutbox)).map((r) => r.status), {
          timeout: 5000,
        })
        .toEqual(['recorded']);
    } finally {
      await workers.stop();
    }
  });
});
