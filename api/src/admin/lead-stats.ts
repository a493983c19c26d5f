import type { AdminStats } from '@termlens/contracts/admin';
import { leadStatuses } from '@termlens/contracts/lead-pipeline';
import { and, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { leads } from '../db/schema';

const DAYS = 30;
const DAY_MS = 86_400_000;
// Calendar days are UTC days, the same on every server whatever its time zone.
const startOfTodayUtc = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;
const utcDay = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The dashboard metrics over the leads `scope` selects (all of them for an admin), with 0.0%
 * rather than a division by zero. A duplicate is the same person again: it counts nowhere.
 */
export async function leadStats(db: Database, scope?: SQL): Promise<AdminStats> {
  const counted = and(isNull(leads.duplicateOfId), scope);
  const [totals = { total: 0, today: 0, optIns: 0, averageCoverage: 0 }] = await db
    .select({
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) filter (where ${leads.createdAt} >= ${startOfTodayUtc}))::int`,
      optIns: sql<number>`(count(*) filter (where ${leads.marketingOptIn}))::int`,
      averageCoverage: sql<number>`coalesce(round(avg(${leads.coverageAmount})), 0)::int`,
    })
    .from(leads)
    .where(counted);
  const [daily, statuses] = await Promise.all([
    db
      .select({ day: utcDay, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(
        and(
          counted,
          gte(
            leads.createdAt,
            sql`${startOfTodayUtc} - interval '${sql.raw(String(DAYS - 1))} days'`,
          ),
        ),
      )
      .groupBy(utcDay),
    db
      .select({ status: leads.status, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(counted)
      .groupBy(leads.status),
  ]);
  const byDay = new Map(daily.map((r) => [r.day, r.count]));
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  const perDay = Array.from({ length: DAYS }, (_, i) => {
    const day = new Date(today - (DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { day, count: byDay.get(day) ?? 0 };
  });
  const byStatus = Object.fromEntries(leadStatuses.map((s) => [s, 0])) as AdminStats['byStatus'];
  for (const row of statuses) byStatus[row.status] = row.count;
  return {
    total: totals.total,
    today: totals.today,
    marketingOptIns: totals.optIns,
    conversionPercent:
      totals.total === 0 ? 0 : Math.round((totals.optIns / totals.total) * 1000) / 10,
    averageCoverage: totals.averageCoverage,
    perDay,
    byStatus,
  };
}
