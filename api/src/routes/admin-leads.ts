import { type LeadDetails, type LeadPage, leadListQuery } from '@termlens/contracts/admin';
import { rowIdParam } from '@termlens/contracts/storable-text';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { AdminEnv } from '../admin/admin-env';
import { audit } from '../admin/audit';
import { csvRow } from '../admin/csv';
import { adminLeadColumns, assigneeJoin, toAdminLead } from '../admin/lead-rows';
import { leadSearch } from '../admin/lead-search';
import { leadStats } from '../admin/lead-stats';
import { leadAccessRefusal, visibleLeads } from '../admin/roles';
import { leadConsents, leads } from '../db/schema';
import { validate } from '../lib/validate';

const newestFirst = [desc(leads.createdAt), desc(leads.id)];
const CSV_BATCH = 2000;
const csvColumns = Object.keys(adminLeadColumns) as (keyof typeof adminLeadColumns)[];

export function adminLeadRoutes() {
  return new Hono<AdminEnv>()
    .get('/leads', validate('query', leadListQuery), async (c) => {
      const { page, pageSize, q, status } = c.req.valid('query');
      const where = visibleLeads(
        c,
        and(leadSearch(q), status === undefined ? undefined : eq(leads.status, status)),
      );
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        c.var.db
          .select(adminLeadColumns)
          .from(leads)
          .leftJoin(...assigneeJoin)
          .where(where)
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        c.var.db.select({ total: count() }).from(leads).where(where),
      ]);
      return c.json<LeadPage>({ items: rows.map(toAdminLead), total, page, pageSize });
    })
    .get(
      '/leads.csv',
      validate('query', leadListQuery.pick({ q: true, status: true })),
      async (c) => {
        const { q, status } = c.req.valid('query');
        const where = and(
          leadSearch(q),
          status === undefined ? undefined : eq(leads.status, status),
        );
        const db = c.var.db;
        const [{ total } = { total: 0 }] = await db
          .select({ total: count() })
          .from(leads)
          .where(where);
        await audit(db, 'leads.export', c.var.admin.username, c.var.clientAddress ?? 'unknown', {
          rows: total,
          filtered: Boolean(q || status),
        });
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header(
          'Content-Disposition',
          `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
        );
        // Keyset batches: memory stays flat however many leads there are.
        return stream(c, async (out) => {
          await out.write(csvRow(csvColumns));
          // The cursor keeps the database's microseconds; a JS Date would round them away.
          let after: { at: string; id: number } | undefined;
          for (;;) {
            const batch = await db
              .select({ ...adminLeadColumns, at: sql<string>`${leads.createdAt}::text` })
              .from(leads)
              .leftJoin(...assigneeJoin)
              .where(
                and(
                  where,
                  after &&
                    sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id})`,
                ),
              )
              .orderBy(...newestFirst)
              .limit(CSV_BATCH);
            if (batch.length === 0) break;
            await out.write(
              batch
                .map((row) =>
                  csvRow(
                    csvColumns.map((k) =>
                      k === 'createdAt' ? row.createdAt.toISOString() : row[k],
                    ),
                  ),
                )
                .join(''),
            );
            const last = batch[batch.length - 1];
            if (!last || batch.length < CSV_BATCH) break;
            after = { at: last.at, id: last.id };
          }
        });
      },
    )
    .get('/leads/:id', validate('param', rowIdParam), async (c) => {
      const { id } = c.req.valid('param');
      const refusal = await leadAccessRefusal(c, id);
      if (refusal) return refusal;
      const db = c.var.db;
      const [lead] = await db
        .select({
          ...adminLeadColumns,
          dateOfBirth: leads.dateOfBirth,
          selectedCompanyName: leads.selectedCompanyName,
          selectedMonthlyPremium: leads.selectedMonthlyPremium,
          selectedCoverageAmount: leads.selectedCoverageAmount,
          selectedTermLength: leads.selectedTermLength,
          selectedAmBestRating: leads.selectedAmBestRating,
        })
        .from(leads)
        .leftJoin(...assigneeJoin)
        .where(eq(leads.id, id));
      if (!lead) return c.json({ error: 'Lead not found' }, 404);
      const consents = await db
        .select()
        .from(leadConsents)
        .where(eq(leadConsents.leadId, id))
        .orderBy(leadConsents.id);
      await audit(db, 'lead.view', c.var.admin.username, c.var.clientAddress ?? 'unknown', {
        leadId: id,
      });
      const {
        selectedCompanyName,
        selectedMonthlyPremium,
        selectedCoverageAmount,
        selectedTermLength,
        selectedAmBestRating,
        ...row
      } = lead;
      return c.json<LeadDetails>({
        ...toAdminLead(row),
        dateOfBirth: lead.dateOfBirth,
        // The lead route writes all five or none.
        selectedQuote:
          selectedCompanyName === null
            ? null
            : {
                companyName: selectedCompanyName,
                monthlyPremium: Number(selectedMonthlyPremium),
                coverageAmount: Number(selectedCoverageAmount),
                termLength: Number(selectedTermLength),
                amBestRating: String(selectedAmBestRating),
              },
        consents: consents.map((k) => ({
          kind: k.kind,
          granted: k.granted,
          text: k.text,
          version: k.version,
          ip: k.ip,
          userAgent: k.userAgent,
          pageUrl: k.pageUrl,
          createdAt: k.createdAt.toISOString(),
        })),
      });
    })
    .get('/stats', async (c) => c.json(await leadStats(c.var.db, visibleLeads(c))));
}
