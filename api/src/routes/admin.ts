import { Hono } from 'hono';
import type { AdminEnv } from '../admin/admin-env';
import { requireSession, sameOriginJson } from '../admin/request-guards';
import { agentsReachOnly } from '../admin/roles';
import type { Releases } from '../releases/releases';
import { adminDataRequestRoutes } from './admin-data-requests';
import { adminDeliveryRoutes } from './admin-deliveries';
import { adminInboxRoutes } from './admin-inbox';
import { adminLeadWorkRoutes } from './admin-lead-work';
import { adminLeadRoutes } from './admin-leads';
import { adminReleaseRoutes } from './admin-releases';
import { adminReportRoutes } from './admin-reports';
import { adminSessionRoutes } from './admin-session';
import { adminUserRoutes } from './admin-users';
import { adminWebVitalsRoutes } from './admin-web-vitals';

/**
 * Everything under /api/admin: the session routes are open, the rest need a signed-in user; an
 * agent reaches only their own leads.
 */
export function adminRoutes({ siteUrl, releases }: { siteUrl?: string; releases?: Releases } = {}) {
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
      .use('*', agentsReachOnly)
      .route('/', adminLeadRoutes())
      .route('/', adminLeadWorkRoutes({ siteUrl }))
      .route('/', adminUserRoutes())
      .route('/', adminDeliveryRoutes())
      .route('/', adminReportRoutes())
      .route('/', adminDataRequestRoutes())
      .route('/', adminInboxRoutes())
      .route('/', adminWebVitalsRoutes())
      .route('/', adminReleaseRoutes(releases))
      .all('*', (c) => c.json({ error: 'Not found' }, 404))
  );
}
