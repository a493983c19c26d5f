import { serve } from '@hono/node-server';
import type { ApiRuntime } from './api-runtime';
import type { Env } from './env';
import { errorFacts } from './lib/error-facts';
import type { Logger } from './lib/logger';

/**
 * Serves `fetch` on PORT until SIGTERM or SIGINT, then drains: no new connections, requests in
 * flight answered, background jobs stopped, database closed, exit 0 (exit 1 if that takes over
 * 10 s). A crash is logged by what failed and where, never by its message.
 */
export function serveUntilStopped(
  fetch: (request: Request) => Response | Promise<Response>,
  options: { env: Env; log: Logger; runtime: ApiRuntime },
) {
  const { env, log, runtime } = options;
  const server = serve({ fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info('listening', {
      port: info.port,
      database: runtime.deps.database.kind,
      url: runtime.deps.siteUrl,
      mail: runtime.mail,
      pid: process.pid,
    });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await runtime.stop();
      log.info('stopped', { database: 'closed' });
      clearTimeout(force);
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Node's own report of a crash prints the error's message, which for a failed query lists its
  // parameters: log what failed and where instead, then crash as Node would.
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (error: unknown) => {
      log.error(event, errorFacts(error));
      process.exit(1);
    });
  }
}
