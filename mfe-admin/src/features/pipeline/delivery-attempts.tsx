import type { LeadWork } from '@termlens/contracts/lead-operations';
import { Badge } from '@termlens/shared-ui/components/badge';
import styles from './pipeline.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const statusText = {
  pending: 'Waiting to send',
  sending: 'Sending',
  delivered: 'Delivered',
  dead: 'Given up: retry it from Deliveries',
} as const;

/** The lead's delivery to the partner: where it stands, and every try with its answer. */
export function DeliveryAttempts({ delivery }: { delivery: NonNullable<LeadWork['delivery']> }) {
  return (
    <div className={styles.timelineBlock}>
      <h4 className={styles.subheading}>Partner delivery</h4>
      <p className={styles.note}>
        <Badge
          tone={
            delivery.status === 'delivered' ? 'green' : delivery.status === 'dead' ? 'red' : 'amber'
          }
        >
          {statusText[delivery.status]}
        </Badge>{' '}
        {delivery.status === 'pending' && delivery.attempts > 0
          ? `Next try ${when(delivery.nextAttemptAt)}`
          : ''}
      </p>
      {delivery.attemptLog.length > 0 && (
        <ol className={styles.timeline} aria-label="Delivery attempts">
          {delivery.attemptLog.map((a) => (
            <li key={a.id} className={styles.entry}>
              <span className={styles.what}>{a.error ?? `Accepted (HTTP ${a.httpStatus})`}</span>
              <span className={styles.meta}>
                {when(a.createdAt)}, {a.durationMs} ms
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
