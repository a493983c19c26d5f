import type { SitePage } from '@termlens/contracts/site-pages';
import { vitalsBatch } from '@termlens/contracts/web-vitals';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { webVitals } from '../db/schema';
import { KB, publicPost } from '../lib/public-post';
import { rateLimitRules } from '../lib/rate-limit';
import { validate } from '../lib/validate';

/** How long a sample is kept; the admin shows the last 7 days of it. */
export const VITALS_RETENTION_DAYS = 30;

/**
 * POST /api/vitals: a batch of real-user metrics, sent by the browser on page hide. Each route
 * must be a page pattern the site has now, so a visited URL (with its slug or id) is never stored.
 */
export function vitalsRoutes(sitePages?: () => Promise<SitePage[]>) {
  return new Hono<AppEnv>().post(
    '/',
    publicPost({ maxBytes: 4 * KB, rateLimit: rateLimitRules.vitals }),
    validate('json', vitalsBatch),
    async (c) => {
      const { metrics } = c.req.valid('json');
      if (sitePages) {
        const patterns = new Set((await sitePages()).map((page) => page.path));
        if (metrics.some((m) => !patterns.has(m.route))) {
          return c.json({ error: 'Unknown route' }, 400);
        }
      }
      await c.var.db.insert(webVitals).values(metrics);
      // Pruning on every write keeps each delete tiny (the rows aged out since the last one),
      // found through the created_at index, with no scheduler to run.
      await c.var.db
        .delete(webVitals)
        .where(
          sql`${webVitals.createdAt} < now() - make_interval(days => ${VITALS_RETENTION_DAYS})`,
        );
      return c.body(null, 204);
    },
  );
}
