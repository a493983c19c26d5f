import { Hono } from 'hono';
import type { AdminEnv } from '../admin/admin-env';
import { requireSession, sameOriginJson } from '../admin/request-guards';
import { adminDataRequestRoutes } from './admin-data-requests';
import { adminInboxRoutes } from './admin-inbox';
import { adminLeadRoutes } from './admin-leads';
import { adminSessionRoutes } from './admin-session';
import { adminWebVitalsRoutes } from './admin-web-vitals';

/** Everything under /api/admin: the session routes are open, the rest need a signed-in admin. */
export function adminRoutes() {
  return (
    new Hono<AdminEnv>()
      // Every answer here is about a person or a session: no browser or proxy may keep one.
      .use('*', async (c, next) => {
        await next();
        c.header('Cache-Control', 'no-store');
      })
      .use('*', sameOriginJson)
      .route('/session', adminSessionRoutes())
      .use('*', requireSession)
      .route('/', adminLeadRoutes())
      .route('/', adminDataRequestRoutes())
      .route('/', adminInboxRoutes())
      .route('/', adminWebVitalsRoutes())
      .all('*', (c) => c.json({ error: 'Not found' }, 404))
  );
}
