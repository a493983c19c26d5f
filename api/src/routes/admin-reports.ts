import { sourcesReportQuery } from '@termlens/contracts/lead-operations';
import { Hono } from 'hono';
import type { AdminEnv } from '../admin/admin-env';
import { csvRow } from '../admin/csv';
import { reportRange, sourcesReport } from '../admin/sources-report';
import { validate } from '../lib/validate';

const csvColumns = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'leads',
  'duplicates',
  'contacted',
  'applied',
  'won',
  'conversionPercent',
] as const;

/** Where leads come from and how far they go: as JSON for the dashboard, and as CSV. */
export function adminReportRoutes() {
  const query = validate('query', sourcesReportQuery);
  return new Hono<AdminEnv>()
    .get('/reports/sources', query, async (c) => {
      const { from, to } = c.req.valid('query');
      return c.json(await sourcesReport(c.var.db, reportRange(from, to)));
    })
    .get('/reports/sources.csv', query, async (c) => {
      const { from, to } = c.req.valid('query');
      const report = await sourcesReport(c.var.db, reportRange(from, to));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header(
        'Content-Disposition',
        `attachment; filename="lead-sources-${report.from}-to-${report.to}.csv"`,
      );
      return c.body(
        csvRow([...csvColumns]) +
          report.rows.map((row) => csvRow(csvColumns.map((k) => row[k]))).join(''),
      );
    });
}
