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

/** POST /api/vitals: a batch of real-user metrics, sent by the browser on page hide. */
export function vitalsRoutes() {
  return new Hono<AppEnv>().post(
    '/',
    publicPost({ maxBytes: 4 * KB, rateLimit: rateLimitRules.vitals }),
    validate('json', vitalsBatch),
    async (c) => {
      const { metrics } = c.req.valid('json');
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
