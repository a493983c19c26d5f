import { remoteParam } from '@termlens/contracts/releases';
import { Hono } from 'hono';
import type { AdminEnv } from '../admin/admin-env';
import { validate } from '../lib/validate';
import type { Releases } from '../releases/releases';
import { rollBack } from './releases';

/** The dashboard's Releases tab: every remote's releases, and a rollback button (admins only). */
export function adminReleaseRoutes(releases?: Releases) {
  const app = new Hono<AdminEnv>();
  const unavailable = { error: 'Releases are made through the page server' } as const;
  return app
    .get('/releases', async (c) =>
      releases ? c.json(await releases.registry.list()) : c.json(unavailable, 503),
    )
    .post('/releases/:remote/rollback', validate('param', remoteParam), async (c) => {
      if (!releases) return c.json(unavailable, 503);
      const { remote } = c.req.valid('param');
      return rollBack(c, c.var, releases, remote, c.var.admin.username);
    });
}
