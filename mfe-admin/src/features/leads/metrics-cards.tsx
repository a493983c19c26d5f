import type { AdminStats } from '@termlens/contracts/admin';
import { Card } from '@termlens/shared-ui/components/card';
import { formatCurrency } from '@termlens/shared-ui/lib/format';
import styles from './metrics-cards.module.css';

/** The dashboard's four metrics: total and today's leads, marketing opt-ins, average coverage. */
export function MetricsCards({ stats }: { stats: AdminStats | undefined }) {
  const value = (v: string | number) => (stats ? v : '—');
  return (
    <ul className={styles.grid} aria-label="Lead metrics">
      <li>
        <Card className={styles.card}>
          <span className={styles.label}>Total leads</span>
          <span className={styles.value}>{value(stats?.total ?? 0)}</span>
        </Card>
      </li>
      <li>
        <Card className={styles.card}>
          <span className={styles.label}>Today's leads</span>
          <span className={styles.value}>{value(stats?.today ?? 0)}</span>
        </Card>
      </li>
      <li>
        <Card className={styles.card}>
          <span className={styles.label}>Marketing opt-ins</span>
          <span className={styles.value}>{value(stats?.marketingOptIns ?? 0)}</span>
          <span className={styles.note}>
            {value(`${(stats?.conversionPercent ?? 0).toFixed(1)}% conversion`)}
          </span>
        </Card>
      </li>
      <li>
        <Card className={styles.card}>
          <span className={styles.label}>Average coverage</span>
          <span className={styles.value}>{value(formatCurrency(stats?.averageCoverage ?? 0))}</span>
        </Card>
      </li>
    </ul>
  );
}
