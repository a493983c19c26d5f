import postgres from 'postgres';
import type { DatabaseHandle } from '../db/client';
import { errorFacts } from './error-facts';
import type { Logger } from './logger';

// Any number, fixed: every process on one database competes for the same lock.
const JOBS_LOCK = 727_020;
/** How often a follower asks for the lead, and a leader checks it still holds it. */
export const LEADER_CHECK_MS = 2_000;

/** Starts the jobs and answers how to stop them (waiting for runs in flight). */
export type StartJobs = () => () => Promise<void>;

export interface JobLeader {
  /** whether this process runs the jobs right now */
  leading(): boolean;
  /** stops the jobs if running and gives the lead up */
  stop(): Promise<void>;
}

/**
 * Runs the background jobs in one process per database, however many processes serve it. On
 * PostgreSQL the process holding a session advisory lock on a connection of its own leads; the
 * server frees the lock when that connection or process dies, and another process takes the
 * lead within a check. The jobs claim their rows with `for update skip locked` as well, so even
 * the moment two processes both believe they lead sends nothing twice. PGlite serves one
 * process only, which always leads.
 */
export function leadOnePerDatabase(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  log: Logger,
  start: StartJobs,
): JobLeader {
  if (database.kind === 'pglite' || !databaseUrl) {
    const stopJobs = start();
    return { leading: () => true, stop: stopJobs };
  }
  const session = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 2 });
  let stopJobs: (() => Promise<void>) | undefined;
  let lockPid: number | undefined;
  let stopped = false;
  let checking: Promise<void> | undefined;

  const resign = async () => {
    const stopping = stopJobs;
    stopJobs = undefined;
    lockPid = undefined;
    await stopping?.();
  };
  const check = async () => {
    try {
      const [row] = await session<{ pid: number; held: boolean }[]>`
        select pg_backend_pid() as pid,
          case when ${lockPid ?? 0} = pg_backend_pid() then true
               else pg_try_advisory_lock(${JOBS_LOCK}) end as held`;
      if (!row || stopped) return;
      if (row.held) lockPid = row.pid;
      if (row.held && !stopJobs) {
        log.info('leading background jobs', { pid: process.pid });
        stopJobs = start();
      } else if (!row.held && stopJobs) {
        // The lock's connection was replaced: another process may lead now.
        await resign();
      }
    } catch (error) {
      log.warn('job leader check failed', errorFacts(error));
      await resign();
    }
  };
  const tick = () => {
    if (!checking && !stopped) checking = check().finally(() => (checking = undefined));
  };
  const timer = setInterval(tick, LEADER_CHECK_MS);
  timer.unref();
  tick();
  return {
    leading: () => stopJobs !== undefined,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await checking;
      await resign();
      await session.end({ timeout: 5 });
    },
  };
}
