import type { SourcesReport, SourcesReportRow } from '@termlens/contracts/lead-operations';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { leadEvents, leads } from '../db/schema';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

/** The range asked for, else the last 30 days up to today, as UTC calendar days. */
export function reportRange(from?: string, to?: string): { from: string; to: string } {
  const end = to ?? new Date().toISOString().slice(0, 10);
  const start =
    from ?? new Date(Date.parse(end) - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from: start, to: end };
}

/** A lead reached one of these statuses at some point, now or before (won or lost since). */
const reached = (statuses: string[]) => {
  const list = sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`(${leads.status} in (${list}) or exists (
    select 1 from ${leadEvents}
    where ${leadEvents.leadId} = ${leads.id} and ${leadEvents.toStatus} in (${list})
  ))`;
};

const original = sql`${leads.duplicateOfId} is null`;
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * Per utm_source / utm_medium / utm_campaign, the leads that arrived in the range (UTC days,
 * both ends included) and how far they went. Duplicates are counted apart and nowhere else.
 */
export async function sourcesReport(
  db: Database,
  range: { from: string; to: string },
): Promise<SourcesReport> {
  const rows = await db
    .select({
      utm_source: leads.utm_source,
      utm_medium: leads.utm_medium,
      utm_campaign: leads.utm_campaign,
      leads: countWhere(original),
      duplicates: countWhere(sql`not ${original}`),
      contacted: countWhere(
        sql`${original} and ${reached(['contacted', 'quoted', 'applied', 'won'])}`,
      ),
      applied: countWhere(sql`${original} and ${reached(['applied', 'won'])}`),
      won: countWhere(sql`${original} and ${leads.status} = 'won'`),
    })
    .from(leads)
    .where(
      and(
        gte(leads.createdAt, sql`${range.from}::date at time zone 'UTC'`),
        lt(leads.createdAt, sql`(${range.to}::date + 1) at time zone 'UTC'`),
      ),
    )
    .groupBy(leads.utm_source, leads.utm_medium, leads.utm_campaign)
    .orderBy(
      sql`${countWhere(original)} desc`,
      sql`${leads.utm_source} nulls last`,
      sql`${leads.utm_medium} nulls last`,
      sql`${leads.utm_campaign} nulls last`,
    );
  return {
    ...range,
    rows: rows.map(
      (r): SourcesReportRow => ({
        ...r,
        conversionPercent: r.leads === 0 ? 0 : Math.round((r.won / r.leads) * 1000) / 10,
      }),
    ),
  };
}
