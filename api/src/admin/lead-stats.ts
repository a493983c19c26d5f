import type { AdminStats } from '@termlens/contracts/admin';
import { gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { leads } from '../db/schema';

const DAYS = 30;
const DAY_MS = 86_400_000;
// Calendar days are UTC days, the same on every server whatever its time zone.
const startOfTodayUtc = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;
const utcDay = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The dashboard metrics, with 0.0% rather than a division by zero. */
export async function leadStats(db: Database): Promise<AdminStats> {
  const [totals = { total: 0, today: 0, optIns: 0, averageCoverage: 0 }] = await db
    .select({
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) filter (where ${leads.createdAt} >= ${startOfTodayUtc}))::int`,
      optIns: sql<number>`(count(*) filter (where ${leads.marketingOptIn}))::int`,
      averageCoverage: sql<number>`coalesce(round(avg(${leads.coverageAmount})), 0)::int`,
    })
    .from(leads);
  const counted = await db
    .select({ day: utcDay, count: sql<number>`count(*)::int` })
    .from(leads)
    .where(
      gte(leads.createdAt, sql`${startOfTodayUtc} - interval '${sql.raw(String(DAYS - 1))} days'`),
    )
    .groupBy(utcDay);
  const byDay = new Map(counted.map((r) => [r.day, r.count]));
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  const perDay = Array.from({ length: DAYS }, (_, i) => {
    const day = new Date(today - (DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { day, count: byDay.get(day) ?? 0 };
  });
  return {
    total: totals.total,
    today: totals.today,
    marketingOptIns: totals.optIns,
    conversionPercent:
      totals.total === 0 ? 0 : Math.round((totals.optIns / totals.total) * 1000) / 10,
    averageCoverage: totals.averageCoverage,
    perDay,
  };
}
