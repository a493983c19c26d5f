import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../app-env';

/**
 * One line per request: method, the matched route pattern (`/api/blog/:slug`, never the path
 * with its values, never the query string), status and duration. Bodies are never logged.
 */
export function accessLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.get('log').info('request', {
      method: c.req.method,
      // After next() the route index is that of the last handler run: the one that answered.
      route: routePath(c),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
