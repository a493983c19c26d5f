import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export const adminUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One short-lived admin connection for a statement or two. */
async function withAdmin<T>(run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(adminUrl, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function postgresReachable(): Promise<boolean> {
  try {
    return await withAdmin(async (sql) => (await sql`select 1`).length === 1);
  } catch {
    return false;
  }
}

/** Specs needing PostgreSQL skip without it, except in CI, where a missing server is an error. */
export const hasPostgres = await postgresReachable();
if (!hasPostgres && process.env.CI === 'true')
  throw new Error(`PostgreSQL not reachable at ${adminUrl}`);

export interface ThrowawayDatabase {
  name: string;
  /** the URL to give the site as DATABASE_URL */
  url: string;
  /** ends every session on it and refuses new ones, as when the database goes away */
  takeDown(): Promise<void>;
  /** accepts connections again */
  bringBack(): Promise<void>;
  /** drops it, whatever state it is in */
  drop(): Promise<void>;
}

/** An empty database of its own, so specs never share rows with each other or with other runs. */
export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const name = `termlens_e2e_${randomBytes(6).toString('hex')}`;
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
  await withAdmin((sql) => sql.unsafe(`create database ${name}`));
  return {
    name,
    url,
    takeDown: () =>
      withAdmin(async (sql) => {
        await sql.unsafe(`alter database ${name} allow_connections false`);
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`;
      }),
    bringBack: () =>
      withAdmin(async (sql) => {
        await sql.unsafe(`alter database ${name} allow_connections true`);
      }),
    drop: () =>
      withAdmin(async (sql) => {
        await sql.unsafe(`drop database if exists ${name} with (force)`);
      }),
  };
}
