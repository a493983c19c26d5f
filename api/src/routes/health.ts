import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { DatabaseHandle } from '../db/client';

export function healthRoutes(database: Pick<DatabaseHandle, 'ping'>) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const up = await database.ping(2000);
    c.header('Cache-Control', 'no-store');
    return c.json(
      { status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' },
      up ? 200 : 503,
    );
  });
}
