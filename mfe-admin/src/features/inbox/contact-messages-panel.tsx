import { formatRelativeTime } from '@termlens/shared-ui/lib/format';
import { mailtoHref } from '@termlens/shared-ui/lib/mailto';
import { LoadError } from '../../lib/load-error';
import styles from './inbox.module.css';
import { useContactMessages } from './inbox-api';

const SUBJECT_PREFIX = 'Re: ';

/** Messages sent through /contact, newest first, each with a reply link. */
export function ContactMessagesPanel() {
  const messages = useContactMessages();
  if (messages.isPending) return <p aria-busy="true">Loading messages...</p>;
  if (messages.isError) {
    return <LoadError what="contact messages" onRetry={() => messages.refetch()} />;
  }
  if (messages.data.length === 0) return <p className={styles.muted}>No contact messages yet.</p>;
  return (
    <ul className={styles.list}>
      {messages.data.map((m) => (
        <li key={m.id} className={styles.item}>
          <div className={styles.top}>
            <strong>{m.subject}</strong>
            <span className={styles.muted}>{formatRelativeTime(m.createdAt)}</span>
          </div>
          <p className={styles.muted}>
            {m.name} · {m.email}
            {m.phone ? ` · ${m.phone}` : ''}
          </p>
          <p className={styles.body}>{m.message}</p>
          <a className={styles.link} href={mailtoHref(m.email, SUBJECT_PREFIX + m.subject)}>
            Reply by email
          </a>
        </li>
      ))}
    </ul>
  );
}
