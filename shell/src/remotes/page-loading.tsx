import { Skeleton } from '@termlens/shared-ui/components/skeleton';

export function PageLoading() {
  return (
    <div className="container" aria-busy="true" style={{ paddingBlock: 'var(--space-12)' }}>
      <span className="visually-hidden">Loading…</span>
      <Skeleton width="60%" height="2.5rem" />
      <Skeleton width="90%" height="1rem" style={{ marginTop: 'var(--space-6)' }} />
      <Skeleton width="80%" height="1rem" style={{ marginTop: 'var(--space-3)' }} />
      <Skeleton width="100%" height="12rem" style={{ marginTop: 'var(--space-8)' }} />
    </div>
  );
}
