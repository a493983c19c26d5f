import { Skeleton } from '@termlens/shared-ui/components/skeleton';

export function SectionLoading() {
  return (
    <div className="container" aria-busy="true" style={{ paddingBlock: 'var(--space-12)' }}>
      <span className="visually-hidden">Loading…</span>
      <Skeleton width="40%" height="2rem" />
      <Skeleton width="100%" height="10rem" style={{ marginTop: 'var(--space-6)' }} />
    </div>
  );
}
