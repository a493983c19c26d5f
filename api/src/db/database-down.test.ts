import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../lib/logger';
import { testDatabases } from '../test/test-databases';
import { type DatabaseHandle, openDatabase } from './client';

const postgresDb = (await testDatabases()).find((d) => d.name === 'postgres');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const lead = JSON.stringify({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  dateOfBirth: '1985-06-01',
  zipCode: '10013',
});

/** Every kind of API call, each timed: all must answer 503 JSON within 2 seconds. */
async function expectUnavailable(app: ReturnType<typeof createApp>) {
  const calls = [
    () => app.request('/api/health'),
    () => app.request('/api/quotes?age=40'),
    () =>
      app.request('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(lead.length) },
        body: lead,
      }),
  ];
  for (const call of calls) {
    const started = Date.now();
    const res = await call();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  }
}

describe.skipIf(!postgresDb)('with PostgreSQL unreachable', () => {
  it('answers 503 JSON within 2 seconds when nothing listens on the port', async () => {
    const gone = openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', dataDir: '' });
    await expectUnavailable(createApp({ database: gone, log: createLogger('silent') }));
    await gone.close();
  });

  describe('when the database refuses connections, then returns', () => {
    let database: DatabaseHandle;
    let name: string;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    beforeAll(async () => {
      database = await (postgresDb as NonNullable<typeof postgresDb>).open();
      // postgres.js returns the rows themselves (PGlite would wrap them in { rows }).
      const rows = (await database.db.execute(sql`select current_database() as name`)) as unknown;
      name = (rows as { name: string }[])[0]?.name ?? '';
    });
    afterAll(async () => {
      await admin.unsafe(`alter database ${name} allow_connections true`);
      await admin.end();
      await postgresDb?.close();
    });

    it('answers 503 while it is down and recovers without a restart', async () => {
      const app = createApp({ database, log: createLogger('silent') });
      expect((await app.request('/api/health')).status).toBe(200);
      await admin.unsafe(`alter database ${name} allow_connections false`);
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`;
      await expectUnavailable(app);
      await admin.unsafe(`alter database ${name} allow_connections true`);
      expect((await app.request('/api/health')).status).toBe(200);
      expect((await app.request('/api/quotes?age=40')).status).toBe(200);
    });
  });
});
