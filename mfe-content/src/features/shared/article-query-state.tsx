import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from '@termlens/shared-ui/components/skeleton';
import { isNotFound } from '@termlens/shared-ui/lib/api-client';
import type { ReactNode } from 'react';
import styles from './article.module.css';
import { LoadError } from './load-error';

interface ArticleQueryStateProps {
  query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>;
  /** what the not-found view says, under its 'Article Not Found' heading */
  notFoundText: string;
  notFoundActions: ReactNode;
}

/**
 * A blog post's or news article's page while its query has no article: loading, failed (with
 * Try again), or not found (a 404, which retrying cannot mend).
 */
export function ArticleQueryState({
  query,
  notFoundText,
  notFoundActions,
}: ArticleQueryStateProps) {
  if (query.isPending) {
    return (
      <div className={`container ${styles.page}`} aria-busy="true">
        <span className="visually-hidden">Loading article</span>
        <Skeleton height="2.5rem" />
        <Skeleton height="12rem" style={{ marginTop: 'var(--space-6)' }} />
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      {isNotFound(query.error) ? (
        <div className={styles.state} role="alert">
          <h1>Article Not Found</h1>
          <p>{notFoundText}</p>
          <div className={styles.actions}>{notFoundActions}</div>
        </div>
      ) : (
        <LoadError
          level={1}
          title="Unable to Load Article"
          text="Something went wrong while loading this article. Please try again."
          onRetry={() => query.refetch()}
        />
      )}
    </div>
  );
}
