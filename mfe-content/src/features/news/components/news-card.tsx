import type { NewsArticleRead } from '@termlens/api/contracts/content';
import { Badge } from '@termlens/shared-ui/components/badge';
import { Link } from 'react-router-dom';
import { articleDate } from '../../shared/article-date';
import { newsCategoryLabel } from '../news-categories';
import styles from './news.module.css';

type NewsCardArticle = Pick<
  NewsArticleRead,
  'id' | 'title' | 'summary' | 'category' | 'author' | 'imageUrl' | 'url' | 'publishedAt'
>;

/** The whole card is one link: to the external source in a new tab, or to /news/:id. */
export function NewsCard({ article, compact }: { article: NewsCardArticle; compact?: boolean }) {
  const body = (
    <>
      {!compact && article.imageUrl && (
        <img
          className={styles.image}
          src={article.imageUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
        />
      )}
      <div className={styles.cardBody}>
        <div className={styles.meta}>
          <Badge tone="blue">{newsCategoryLabel(article.category)}</Badge>
          <span>{articleDate(article.publishedAt)}</span>
        </div>
        <h3 className={styles.cardTitle}>{article.title}</h3>
        {article.summary && <p className={styles.summary}>{article.summary}</p>}
        {article.author && <p className={styles.author}>By {article.author}</p>}
      </div>
    </>
  );
  return (
    <article className={styles.card}>
      {article.url ? (
        <a className={styles.cardLink} href={article.url} target="_blank" rel="noopener noreferrer">
          {body}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <Link className={styles.cardLink} to={`/news/${article.id}`}>
          {body}
        </Link>
      )}
    </article>
  );
}
