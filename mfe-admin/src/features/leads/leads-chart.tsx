import type { AdminStats } from '@termlens/contracts/admin';
import { formatDate } from '@termlens/shared-ui/lib/format';
import styles from './leads-chart.module.css';

const WIDTH = 300;
const HEIGHT = 80;

/** Leads per day over the last 30 days as SVG bars; the summary is the accessible name. */
export function LeadsChart({ perDay }: { perDay: AdminStats['perDay'] }) {
  const max = Math.max(1, ...perDay.map((d) => d.count));
  const total = perDay.reduce((sum, d) => sum + d.count, 0);
  const slot = WIDTH / Math.max(1, perDay.length);
  const first = perDay[0];
  const last = perDay.at(-1);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        Leads per day, last 30 days <span className={styles.total}>({total} in total)</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className={styles.chart}
        role="img"
        aria-label={`${total} leads in the last 30 days; at most ${max === 1 && total === 0 ? 0 : max} on one day`}
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className={styles.axis} />
        {perDay.map((d, i) => {
          const h = (d.count / max) * (HEIGHT - 4);
          return (
            <rect
              key={d.day}
              x={i * slot + slot * 0.15}
              y={HEIGHT - h}
              width={slot * 0.7}
              height={h}
              className={styles.bar}
            >
              <title>{`${formatDate(d.day)}: ${d.count}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div className={styles.range} aria-hidden="true">
          <span>{formatDate(first.day)}</span>
          <span>{formatDate(last.day)}</span>
        </div>
      )}
    </figure>
  );
}
