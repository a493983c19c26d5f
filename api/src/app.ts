import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import type { DatabaseHandle } from './db/client';
import { handleError } from './lib/error-handler';
import type { Logger } from './lib/logger';
import { adminRoutes } from './routes/admin';
import { healthRoutes } from './routes/health';

export interface AppDeps {
  database: DatabaseHandle;
  log: Logger;
}

/** The API: every route under /api, one error handler, JSON 404 for unknown API paths. */
export function createApp({ database, log }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('db', database.db);
    c.set('log', log.child({ requestId }));
    c.header('X-Request-Id', requestId);
    await next();
  });
  const api = new Hono<AppEnv>()
    .route('/health', healthRoutes(database))
    .route('/admin', adminRoutes());
  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
