import type { DeadDelivery } from '@termlens/contracts/lead-operations';
import { Button } from '@termlens/shared-ui/components/button';
import { formatRelativeTime } from '@termlens/shared-ui/lib/format';
import styles from '../../lib/admin-list.module.css';
import { LoadError } from '../../lib/load-error';
import { apiMessage } from '../../lib/use-admin-query';
import { useDeadDeliveries, useRetryDelivery } from './deliveries-api';

/** Leads the partner never accepted after every try; Retry starts a fresh round of tries. */
export function DeadDeliveriesPanel() {
  const dead = useDeadDeliveries();
  return (
    <section aria-labelledby="dead-deliveries-heading" className={styles.panel}>
      <h2 id="dead-deliveries-heading" className={styles.heading}>
        Failed partner deliveries
      </h2>
      <p className={styles.muted}>
        A lead is given up on after 6 tries over almost two hours. Retry when the partner’s endpoint
        works again.
      </p>
      {dead.isPending ? (
        <p aria-busy="true">Loading deliveries...</p>
      ) : dead.isError ? (
        <LoadError what="deliveries" onRetry={() => dead.refetch()} />
      ) : dead.data.length === 0 ? (
        <p className={styles.muted}>No failed deliveries.</p>
      ) : (
        <ul className={styles.list}>
          {dead.data.map((delivery) => (
            <DeadDeliveryItem key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DeadDeliveryItem({ delivery }: { delivery: DeadDelivery }) {
  const retry = useRetryDelivery();
  return (
    <li className={styles.item}>
      <div className={styles.top}>
        <strong>
          {delivery.leadName} <span className={styles.muted}>(lead #{delivery.leadId})</span>
        </strong>
        <Button
          size="sm"
          variant="secondary"
          disabled={retry.isPending}
          onClick={() => retry.mutate(delivery.id)}
          aria-label={`Retry delivery of ${delivery.leadName}`}
        >
          Retry
        </Button>
      </div>
      <p className={styles.muted}>
        {delivery.attempts} tries · last {formatRelativeTime(delivery.nextAttemptAt)}
      </p>
      {delivery.lastError && <p className={styles.error}>{delivery.lastError}</p>}
      {retry.isError && (
        <p role="alert" className={styles.error}>
          {apiMessage(retry.error)}
        </p>
      )}
    </li>
  );
}
