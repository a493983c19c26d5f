import cluster from 'node:cluster';
import { type ApiRuntime, openEnvDatabase, prepareDatabase, startApiRuntime } from './api-runtime';
import { type Env, readEnv } from './env';
import { createLogger, type Logger } from './lib/logger';
import { processCount } from './process-count';
import { serveUntilStopped } from './serve-until-stopped';

type Fetch = (request: Request) => Response | Promise<Response>;

export interface ServerEntry {
  /** the `service` field of every log line */
  service: string;
  /** one process's request handler, made once its API runtime is up */
  handler(runtime: ApiRuntime, siteUrl: string): Fetch;
}

/** A process that dies this soon after the last one is started again only after a pause. */
const RESTART_PAUSE_MS = 1_000;
/** Past this, a drain that has not ended is cut short. */
const DRAIN_LIMIT_MS = 15_000;

/**
 * Serves the entry on PORT with as many processes as `processCount` gives. With more than one,
 * this process prepares the database once (migrations, seed, first admin), then forks the
 * servers, which share the port through Node's cluster module; it starts another when one dies
 * and, on SIGTERM or SIGINT, passes the signal on and exits once every server has drained.
 */
export async function runServer(entry: ServerEntry): Promise<void> {
  const env = readEnv();
  const log = createLogger(env.LOG_LEVEL, { service: entry.service });
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const processes = processCount(env);
  if (cluster.isPrimary && processes > 1) {
    await superviseServers(env, log, processes);
    return;
  }
  const runtime = await startApiRuntime(env, log, siteUrl, { prepared: cluster.isWorker });
  serveUntilStopped(entry.handler(runtime, siteUrl), { env, log, runtime });
}

async function superviseServers(env: Env, log: Logger, processes: number) {
  const database = openEnvDatabase(env);
  try {
    await prepareDatabase(database, env, log);
  } finally {
    await database.close();
  }
  let stopping = false;
  let lastDeath = 0;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error('server process ended; starting another', { pid: worker.process.pid, code, signal });
    // A process that cannot start (the database is down) would otherwise be forked in a loop.
    const pause = Date.now() - lastDeath < RESTART_PAUSE_MS ? RESTART_PAUSE_MS : 0;
    lastDeath = Date.now();
    setTimeout(() => stopping || cluster.fork(), pause);
  });
  for (let i = 0; i < processes; i++) cluster.fork();
  log.info('server processes started', { processes, port: env.PORT });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal, processes: Object.keys(cluster.workers ?? {}).length });
    setTimeout(() => process.exit(1), DRAIN_LIMIT_MS).unref();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
