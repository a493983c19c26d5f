import type { NewsArticleRead } from '@termlens/contracts/content';
import { Badge } from '@termlens/shared-ui/components/badge';
import { Link } from '@termlens/shared-ui/lib/router';
import cards from '../../article-cards/article-cards.module.css';
import { articleDate } from '../../shared/article-date';
import { newsCategoryLabel } from '../news-categories';

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
          className={cards.image}
          src={article.imageUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
        />
      )}
      <div className={cards.cardBody}>
        <div className={cards.meta}>
          <Badge tone="blue">{newsCategoryLabel(article.category)}</Badge>
          <span>{articleDate(article.publishedAt)}</span>
        </div>
        <h3 className={cards.cardTitle}>{article.title}</h3>
        {article.summary && <p className={cards.summary}>{article.summary}</p>}
        {article.author && <p className={cards.author}>By {article.author}</p>}
      </div>
    </>
  );
  return (
    <article className={cards.card}>
      {article.url ? (
        <a className={cards.cardLink} href={article.url} target="_blank" rel="noopener noreferrer">
          {body}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <Link className={cards.cardLink} to={`/news/${article.id}`}>
          {body}
        </Link>
      )}
    </article>
  );
}
