import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { testDatabases } from '../test/test-databases';
import { signingSecret } from './signing-secret';

const databases = await testDatabases();

describe.each(databases)('signing secret on $name', (testDb) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(() => testDb.close());

  it('uses SIGNING_SECRET when it is set', async () => {
    const secret = await signingSecret(database.db, 'x'.repeat(32));
    expect(secret.equals(Buffer.from('x'.repeat(32)))).toBe(true);
  });

  it('generates one 32-byte secret and keeps it', async () => {
    const first = await signingSecret(database.db);
    expect(first).toHaveLength(32);
    expect((await signingSecret(database.db)).equals(first)).toBe(true);
  });

  it.runIf(testDb.databaseUrl)('gives another process the same generated secret', async () => {
    const other = openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: '' });
    try {
      const [mine, theirs] = await Promise.all([
        signingSecret(database.db),
        signingSecret(other.db),
      ]);
      expect(theirs.equals(mine)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
