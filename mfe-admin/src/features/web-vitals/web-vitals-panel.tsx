import {
  rateVital,
  type VitalName,
  type VitalRating,
  vitalNames,
} from '@termlens/contracts/web-vital-ratings';
import type { VitalSummaryRow } from '@termlens/contracts/web-vitals';
import { Badge, type BadgeTone } from '@termlens/shared-ui/components/badge';
import { DataTable } from '@termlens/shared-ui/components/data-table';
import { LoadError } from '../../lib/load-error';
import { formatVital } from './vital-value';
import { useWebVitals } from './web-vitals-api';
import styles from './web-vitals-panel.module.css';

// The colour repeats the text label, never replaces it.
const ratings: Record<VitalRating, { label: string; tone: BadgeTone }> = {
  good: { label: 'Good', tone: 'green' },
  'needs-improvement': { label: 'Needs improvement', tone: 'amber' },
  poor: { label: 'Poor', tone: 'red' },
};

const metricTitles: Record<VitalName, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

/** Real-user metrics: the p75 of each web vital per page over the last days, rated. */
export function WebVitalsPanel() {
  const vitals = useWebVitals();
  if (vitals.isPending) return <p aria-busy="true">Loading web vitals...</p>;
  if (vitals.isError) return <LoadError what="web vitals" onRetry={() => vitals.refetch()} />;

  const { days, rows } = vitals.data;
  const intro = (
    <p className={styles.muted}>
      75th percentile of each metric per page over the last {days} days, measured in visitors'
      browsers with their analytics consent.
    </p>
  );
  if (rows.length === 0) {
    return (
      <div className={styles.panel}>
        {intro}
        <p className={styles.muted}>No web vitals received in the last {days} days.</p>
      </div>
    );
  }

  const byRoute = new Map<string, VitalSummaryRow[]>();
  for (const row of rows) byRoute.set(row.route, [...(byRoute.get(row.route) ?? []), row]);
  return (
    <div className={styles.panel}>
      {intro}
      <DataTable className={styles.table} stacked compact>
        <caption className="visually-hidden">Web vitals p75 per page, last {days} days</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            {vitalNames.map((name) => (
              <th key={name} scope="col">
                <abbr title={metricTitles[name]}>{name}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...byRoute].map(([route, metrics]) => (
            <tr key={route}>
              <th scope="row" className={styles.route}>
                {route}
              </th>
              {vitalNames.map((name) => (
                <VitalCell key={name} name={name} row={metrics.find((m) => m.name === name)} />
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}

// data-metric names the column when a narrow screen stacks the cells (see the stylesheet).
function VitalCell({ name, row }: { name: VitalName; row: VitalSummaryRow | undefined }) {
  if (!row) {
    return (
      <td data-metric={name} className={styles.muted}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No samples</span>
      </td>
    );
  }
  const rating = ratings[rateVital(row.name, row.p75)];
  return (
    <td data-metric={name}>
      <span className={styles.value}>{formatVital(row.name, row.p75)}</span>
      <Badge tone={rating.tone}>{rating.label}</Badge>
      <span className={styles.samples}>
        {row.samples} {row.samples === 1 ? 'sample' : 'samples'}
      </span>
    </td>
  );
}
