import { Button } from '@termlens/shared-ui/components/button';
import { DataTable } from '@termlens/shared-ui/components/data-table';
import { TextField } from '@termlens/shared-ui/components/field';
import { useState } from 'react';
import list from '../../lib/admin-list.module.css';
import { LoadError } from '../../lib/load-error';
import { sourceLabel } from './source-label';
import { SourcesChart } from './sources-chart';
import styles from './sources-report.module.css';
import { type ReportRange, sourcesCsvUrl, useSourcesReport } from './sources-report-api';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const counts = ['leads', 'duplicates', 'contacted', 'applied', 'won'] as const;

/** Where leads come from and how far they go, over a chosen range of UTC days. */
export function SourcesReportPanel() {
  const [range, setRange] = useState<ReportRange>(() => ({
    from: isoDay(Date.now() - 29 * DAY_MS),
    to: isoDay(Date.now()),
  }));
  const report = useSourcesReport(range);
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;
  return (
    <section aria-labelledby="sources-heading" className={list.panel}>
      <h2 id="sources-heading" className={list.heading}>
        Lead sources
      </h2>
      <div className={styles.toolbar}>
        <TextField
          label="From"
          type="date"
          value={range.from}
          max={range.to}
          onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
        />
        <TextField
          label="To"
          type="date"
          value={range.to}
          min={range.from}
          onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
        />
        {valid && (
          <Button asChild variant="secondary">
            <a href={sourcesCsvUrl(range)} download>
              Export CSV
            </a>
          </Button>
        )}
      </div>
      {!valid ? (
        <p role="alert" className={list.muted}>
          Choose a start date on or before the end date.
        </p>
      ) : report.isPending ? (
        <p aria-busy="true">Loading the report...</p>
      ) : report.isError ? (
        <LoadError what="the sources report" onRetry={() => report.refetch()} />
      ) : report.data.rows.length === 0 ? (
        <p className={list.muted}>No leads in this range.</p>
      ) : (
        <>
          <SourcesChart rows={report.data.rows} />
          <DataTable className={styles.table} stacked>
            <caption className="visually-hidden">
              Leads per source from {report.data.from} to {report.data.to}
            </caption>
            <thead>
              <tr>
                <th scope="col">Source / medium / campaign</th>
                {counts.map((c) => (
                  <th key={c} scope="col" className={styles.number}>
                    {c[0]?.toUpperCase()}
                    {c.slice(1)}
                  </th>
                ))}
                <th scope="col" className={styles.number}>
                  Lead to won
                </th>
              </tr>
            </thead>
            <tbody>
              {report.data.rows.map((row) => (
                <tr key={sourceLabel(row)}>
                  <th scope="row" className={styles.source}>
                    {sourceLabel(row)}
                  </th>
                  {counts.map((c) => (
                    <td key={c} data-label={c} className={styles.number}>
                      {row[c]}
                    </td>
                  ))}
                  <td data-label="lead to won" className={styles.number}>
                    {row.conversionPercent.toFixed(1)}%
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      )}
    </section>
  );
}
