import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** PostgreSQL only: the test database's URL, for tests that need a second connection */
  databaseUrl?: string;
  open(): Promise<DatabaseHandle>;
  /** closes the handle and, on PostgreSQL, drops the database it created */
  close(): Promise<void>;
}

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const sql = postgres(adminUrl, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

function pglite(): TestDatabase {
  let handle: DatabaseHandle | undefined;
  return {
    name: 'pglite',
    async open() {
      handle = openDatabase({ dataDir: 'memory://' });
      await migrateDatabase(handle);
      return handle;
    },
    close: async () => handle?.close(),
  };
}

function freshPostgres(): TestDatabase {
  const dbName = `termlens_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  let handle: DatabaseHandle | undefined;
  return {
    name: 'postgres',
    databaseUrl: url.href,
    async open() {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${dbName}`);
      await admin.end();
      handle = openDatabase({ databaseUrl: url.href, dataDir: '' });
      await migrateDatabase(handle, url.href);
      return handle;
    },
    async close() {
      await handle?.close();
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The databases an API test runs on: PGlite always, PostgreSQL when reachable. In CI a missing
 * PostgreSQL is an error; elsewhere it is skipped with a loud hint.
 */
export async function testDatabases(): Promise<TestDatabase[]> {
  if (await postgresReachable()) return [pglite(), freshPostgres()];
  const hint = `PostgreSQL is not reachable at ${adminUrl}. Start it, or set TEST_DATABASE_URL.`;
  if (process.env.CI === 'true') throw new Error(hint);
  console.warn(`\n*** SKIPPING PostgreSQL API tests: ${hint} ***\n`);
  return [pglite()];
}
