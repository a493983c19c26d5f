import { availableParallelism } from 'node:os';
import type { Env } from './env';

/** Connections all processes of one site open together when DATABASE_POOL_SIZE is unset. */
const SITE_CONNECTIONS = 20;

/**
 * How many server processes share the port: WEB_CONCURRENCY, else one per core on PostgreSQL.
 * PGlite is one process's files, so it always gets one, whatever is asked.
 */
export function processCount(env: Env): number {
  if (!env.DATABASE_URL) return 1;
  return env.WEB_CONCURRENCY ?? availableParallelism();
}

/** PostgreSQL connections per process: enough to keep the database busy, not over its limit. */
export function poolSize(env: Env): number {
  return env.DATABASE_POOL_SIZE ?? Math.max(4, Math.ceil(SITE_CONNECTIONS / processCount(env)));
}
