import { Badge } from '@termlens/shared-ui/components/badge';
import { Link, useParams } from '@termlens/shared-ui/lib/router';
import { usePageMeta } from '@termlens/shared-ui/lib/use-page-meta';
import { ArticleCover } from '../../article-cards/article-cover';
import styles from '../../shared/article.module.css';
import { articleDate } from '../../shared/article-date';
import { ArticleQueryState } from '../../shared/article-query-state';
import { useNewsArticle } from '../hooks/use-news-article';
import { newsArticleMeta } from '../news-article-head';
import { newsCategoryLabel } from '../news-categories';
import { newsCoverKey } from './news-card';

export function NewsArticlePage() {
  const { id = '' } = useParams();
  const article = useNewsArticle(id);
  usePageMeta(newsArticleMeta(article.data));

  if (article.isPending || article.isError) {
    return (
      <ArticleQueryState
        query={article}
        notFoundText="This news article does not exist or is no longer available."
        notFoundActions={
          <>
            <Link to="/news">Back to News</Link>
            <Link to="/">Go Home</Link>
          </>
        }
      />
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
      <ArticleCover className={styles.image} coverKey={newsCoverKey(a)} category={a.category} />
      {a.content && (
        // The API sanitised this HTML with an allow-list (api/src/lib/sanitize-html.ts).
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
