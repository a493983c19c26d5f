import type { Release, RemoteReleases } from '@termlens/contracts/releases';
import { Button } from '@termlens/shared-ui/components/button';
import { formatRelativeTime } from '@termlens/shared-ui/lib/format';
import styles from '../../lib/admin-list.module.css';
import { LoadError } from '../../lib/load-error';
import { apiMessage } from '../../lib/use-admin-query';
import { useReleases, useRollback } from './releases-api';

/** Each remote's current release and its history; Roll back returns to the one before. */
export function ReleasesPanel() {
  const releases = useReleases();
  return (
    <section aria-labelledby="releases-heading" className={styles.panel}>
      <h2 id="releases-heading" className={styles.heading}>
        Releases
      </h2>
      <p className={styles.muted}>
        Each team releases its remote from its own pipeline. Rolling back makes the release before
        the current one live again, on every server within seconds.
      </p>
      {releases.isPending ? (
        <p aria-busy="true">Loading releases...</p>
      ) : releases.isError ? (
        <LoadError what="releases" onRetry={() => releases.refetch()} />
      ) : (
        <ul className={styles.list}>
          {releases.data.map((remote) => (
            <RemoteItem key={remote.remote} remote={remote} />
          ))}
        </ul>
      )}
    </section>
  );
}

const describe = (release: Release) =>
  `${release.buildVersion ? `build ${release.buildVersion}` : 'first release'} · ${release.manifestUrl}`;

const byWhom = (release: Release) =>
  `${release.isRollback ? 'rolled back' : 'released'} by ${release.releasedBy} ${formatRelativeTime(release.activatedAt)}`;

function RemoteItem({ remote }: { remote: RemoteReleases }) {
  const rollback = useRollback();
  const [, ...earlier] = remote.history;
  return (
    <li className={styles.item}>
      <div className={styles.top}>
        <h3 className={styles.heading}>{remote.remote}</h3>
        <Button
          size="sm"
          variant="secondary"
          disabled={!remote.canRollBack || rollback.isPending}
          onClick={() => rollback.mutate(remote.remote)}
          aria-label={`Roll back ${remote.remote}`}
        >
          Roll back
        </Button>
      </div>
      {remote.current ? (
        <p>
          <strong>Live:</strong> {describe(remote.current)}{' '}
          <span className={styles.muted}>({byWhom(remote.current)})</span>
        </p>
      ) : (
        <p className={styles.muted}>Not released yet.</p>
      )}
      {earlier.length > 0 && (
        <details>
          <summary>History ({earlier.length} earlier)</summary>
          <ol aria-label={`Earlier releases of ${remote.remote}`}>
            {earlier.map((release) => (
              <li key={release.id}>
                {describe(release)} <span className={styles.muted}>({byWhom(release)})</span>
              </li>
            ))}
          </ol>
        </details>
      )}
      {rollback.isError && (
        <p role="alert" className={styles.error}>
          {apiMessage(rollback.error)}
        </p>
      )}
    </li>
  );
}
