import { Skeleton } from '@termlens/shared-ui/components/skeleton';
import styles from './news.module.css';

export function NewsCardSkeleton({ withImage }: { withImage?: boolean }) {
  return (
    <div className={styles.card} data-testid="news-skeleton">
      {withImage && <Skeleton height="10rem" />}
      <div className={styles.cardBody}>
        <Skeleton width="40%" />
        <Skeleton height="1.5rem" />
        <Skeleton />
        <Skeleton width="70%" />
      </div>
    </div>
  );
}
