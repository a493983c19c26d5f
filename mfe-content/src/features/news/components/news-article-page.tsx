import { Badge } from '@termlens/shared-ui/components/badge';
import { Skeleton } from '@termlens/shared-ui/components/skeleton';
import { isNotFound } from '@termlens/shared-ui/lib/api-client';
import { Link, useParams } from '@termlens/shared-ui/lib/router';
import { usePageMeta } from '@termlens/shared-ui/lib/use-page-meta';
import styles from '../../shared/article.module.css';
import { articleDate } from '../../shared/article-date';
import { LoadError } from '../../shared/load-error';
import { useNewsArticle } from '../hooks/use-news-article';
import { newsCategoryLabel } from '../news-categories';

export function NewsArticlePage() {
  const { id = '' } = useParams();
  const article = useNewsArticle(id);
  usePageMeta({
    title: article.data ? `${article.data.title} | TermLens` : 'Insurance News | TermLens',
    description: article.data?.summary ?? 'Life insurance news from TermLens.',
    keywords: ['life insurance news'],
  });

  if (article.isPending) {
    return (
      <div className={`container ${styles.page}`} aria-busy="true">
        <span className="visually-hidden">Loading article</span>
        <Skeleton height="2.5rem" />
        <Skeleton height="12rem" style={{ marginTop: 'var(--space-6)' }} />
      </div>
    );
  }
  if (article.isError && !isNotFound(article.error)) {
    return (
      <div className={`container ${styles.page}`}>
        <LoadError
          level={1}
          title="Unable to Load Article"
          text="Something went wrong while loading this article. Please try again."
          onRetry={() => article.refetch()}
        />
      </div>
    );
  }
  if (article.isError) {
    return (
      <div className={`container ${styles.page}`}>
        <div className={styles.state} role="alert">
          <h1>Article Not Found</h1>
          <p>This news article does not exist or is no longer available.</p>
          <div className={styles.actions}>
            <Link to="/news">Back to News</Link>
            <Link to="/">Go Home</Link>
          </div>
        </div>
      </div>
    );
  }
  const a = article.data;
  return (
    <article className={`container ${styles.page}`}>
      <Link className={styles.back} to="/news">
        ← Back to News
      </Link>
      <Badge tone="blue">{newsCategoryLabel(a.category)}</Badge>
      <h1 className={styles.title}>{a.title}</h1>
      {a.summary && <p className={styles.excerpt}>{a.summary}</p>}
      <div className={styles.meta}>
        {a.author && <span>By {a.author}</span>}
        <span>{articleDate(a.publishedAt)}</span>
      </div>
      {a.imageUrl && (
        <img className={styles.image} src={a.imageUrl} alt="" width={1280} height={720} />
      )}
      {a.content && (
        // The API sanitised this HTML with an allow-list (DESIGN section 4).
        <div className={`prose ${styles.prose}`} dangerouslySetInnerHTML={{ __html: a.content }} />
      )}
      {a.url && (
        <p>
          <a href={a.url} target="_blank" rel="noopener noreferrer">
            Read the original source
          </a>
        </p>
      )}
    </article>
  );
}
