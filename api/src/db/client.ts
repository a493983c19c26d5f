import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
/** The driver-neutral database type: PGlite and postgres.js both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** true when a trivial query answers within the timeout */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` keeps it in memory (tests) */
  dataDir: string;
  /** PostgreSQL connections this process may open */
  poolSize?: number;
}

export function openDatabase({
  databaseUrl,
  dataDir,
  poolSize = 10,
}: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    const client = postgres(databaseUrl, {
      max: poolSize,
      onnotice: () => {},
      // Fail fast when the server is gone, so callers get a 503 within 2 s instead of waiting:
      // 1 s to connect, and the server cancels any statement running longer than 5 s.
      connect_timeout: 1,
      connection: { statement_timeout: 5000 },
      idle_timeout: 30,
    });
    const db = drizzlePostgres(client, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: (t) => ping(db, t),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dir = dataDir.startsWith('memory://') ? dataDir : resolve(dataDir, 'pglite');
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'pglite', ping: (t) => ping(db, t), close: () => client.close() };
}

async function ping(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((res) => {
    timer = setTimeout(() => res(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
