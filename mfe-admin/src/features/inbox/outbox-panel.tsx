import type { OutboxStatus } from '@termlens/contracts/admin';
import { Badge, type BadgeTone } from '@termlens/shared-ui/components/badge';
import { formatRelativeTime } from '@termlens/shared-ui/lib/format';
import { LoadError } from '../../lib/load-error';
import styles from './inbox.module.css';
import { useOutbox } from './inbox-api';

const tones: Record<OutboxStatus, BadgeTone> = {
  pending: 'amber',
  sending: 'amber',
  sent: 'green',
  recorded: 'blue',
  failed: 'red',
  cancelled: 'neutral',
};

// Without SMTP the server keeps each email and sends none: the row must not read as sent.
const labels: Partial<Record<OutboxStatus, string>> = { recorded: 'recorded (no SMTP)' };

/** Every email the site produced, with its delivery state. */
export function OutboxPanel() {
  const outbox = useOutbox();
  if (outbox.isPending) return <p aria-busy="true">Loading emails...</p>;
  if (outbox.isError) {
    return <LoadError what="the outbox" onRetry={() => outbox.refetch()} />;
  }
  if (outbox.data.length === 0) return <p className={styles.muted}>No emails yet.</p>;
  return (
    <ul className={styles.list}>
      {outbox.data.map((e) => (
        <li key={e.id} className={styles.item}>
          <div className={styles.top}>
            <strong>{e.subject}</strong>
            <Badge tone={tones[e.status]}>{labels[e.status] ?? e.status}</Badge>
          </div>
          <p className={styles.muted}>
            To {e.to} · {e.kind} · {formatRelativeTime(e.createdAt)}
            {e.attempts > 1 ? ` · ${e.attempts} attempts` : ''}
          </p>
          {e.lastError && <p className={styles.error}>{e.lastError}</p>}
        </li>
      ))}
    </ul>
  );
}
