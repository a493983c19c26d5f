import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { DatabaseHandle } from './db/client';
import { createLogger } from './lib/logger';
import { testDatabases } from './test/test-databases';

const databases = await testDatabases();

describe.each(databases)('API foundation on $name', (testDb) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await testDb.open();
    app = createApp({ database, log: createLogger('silent') });
  });
  afterAll(() => testDb.close());

  it('reports a reachable database on /api/health', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers JSON 404 for unknown API paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await app.request('/api/no-such-thing', { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('reports 503 when the database does not answer', async () => {
    const down = createApp({
      database: { ...database, ping: async () => false },
      log: createLogger('silent'),
    });
    const res = await down.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'down' });
  });
});
