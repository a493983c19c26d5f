import type { VitalName } from '@termlens/contracts/web-vital-ratings';
import { VITALS_SUMMARY_DAYS, type WebVitalsSummary } from '@termlens/contracts/web-vitals';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AdminEnv } from '../admin/admin-env';
import { webVitals } from '../db/schema';

/** GET /api/admin/web-vitals: the p75 of each metric per route over the last 7 days. */
export function adminWebVitalsRoutes() {
  return new Hono<AdminEnv>().get('/web-vitals', async (c) => {
    const p75 = sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`;
    const rows = await c.var.db
      .select({
        route: webVitals.route,
        name: webVitals.name,
        p75: p75.mapWith(Number),
        samples: sql<number>`count(*)`.mapWith(Number),
      })
      .from(webVitals)
      .where(sql`${webVitals.createdAt} > now() - make_interval(days => ${VITALS_SUMMARY_DAYS})`)
      .groupBy(webVitals.route, webVitals.name)
      .orderBy(webVitals.route, webVitals.name);
    return c.json<WebVitalsSummary>({
      days: VITALS_SUMMARY_DAYS,
      rows: rows.map((r) => ({ ...r, name: r.name as VitalName })),
    });
  });
}
