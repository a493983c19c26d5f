import { Button } from '@termlens/shared-ui/components/button';
import styles from './load-error.module.css';

/** What every admin panel shows when its data could not be fetched: the failure and a retry. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p>Failed to fetch {what}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
