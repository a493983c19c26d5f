import { Skeleton } from '@termlens/shared-ui/components/skeleton';
import styles from './resources.module.css';

export function ResourceCardSkeleton() {
  return (
    <div className={styles.card} data-testid="resource-skeleton">
      <div className={styles.cardHead}>
        <Skeleton width="2.75rem" height="3.25rem" />
        <div style={{ flex: 1 }}>
          <Skeleton width="30%" />
          <Skeleton height="1.5rem" style={{ marginTop: 'var(--space-2)' }} />
        </div>
      </div>
      <Skeleton />
      <Skeleton width="80%" />
      <Skeleton height="2.5rem" />
    </div>
  );
}
