import type { SourcesReportRow } from '@termlens/contracts/lead-operations';
import { sourceLabel } from './source-label';
import styles from './sources-report.module.css';

/** Leads and won leads per source as paired bars, longest first; the table holds the figures. */
export function SourcesChart({ rows }: { rows: SourcesReportRow[] }) {
  const max = Math.max(1, ...rows.map((r) => r.leads));
  const top = rows.slice(0, 10);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        Leads and won leads per source{rows.length > top.length ? ' (top 10)' : ''}
      </figcaption>
      <ul className={styles.bars} aria-hidden="true">
        {top.map((row) => (
          <li key={sourceLabel(row)} className={styles.barRow}>
            <span className={styles.barLabel}>{sourceLabel(row)}</span>
            <span className={styles.barTrack}>
              <span className={styles.barLeads} style={{ width: `${(row.leads / max) * 100}%` }} />
              <span className={styles.barWon} style={{ width: `${(row.won / max) * 100}%` }} />
            </span>
            <span className={styles.barValue}>
              {row.won}/{row.leads}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.legend} aria-hidden="true">
        <span className={styles.swatchLeads} /> Leads <span className={styles.swatchWon} /> Won
      </p>
    </figure>
  );
}
