import type { AdminStats } from '@termlens/contracts/admin';
import { leadStatuses, leadStatusLabels } from '@termlens/contracts/lead-pipeline';
import styles from './pipeline.module.css';

/** How many leads stand at each status, duplicates left out. */
export function StatusCounts({ byStatus }: { byStatus: AdminStats['byStatus'] }) {
  return (
    <ul className={styles.counts} aria-label="Leads by status">
      {leadStatuses.map((status) => (
        <li key={status} className={styles.count}>
          <span className={styles.countLabel}>{leadStatusLabels[status]}</span>
          <span className={styles.countValue}>{byStatus[status]}</span>
        </li>
      ))}
    </ul>
  );
}
