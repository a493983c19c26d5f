import type { NewsArticleRead } from '@termlens/contracts/content';
import { Badge } from '@termlens/shared-ui/components/badge';
import { Link } from '@termlens/shared-ui/lib/router';
import cards from '../../article-cards/article-cards.module.css';
import { ArticleCover } from '../../article-cards/article-cover';
import { articleDate } from '../../shared/article-date';
import { newsCategoryLabel } from '../news-categories';

type NewsCardArticle = Pick<
  NewsArticleRead,
  'id' | 'title' | 'summary' | 'category' | 'author' | 'url' | 'publishedAt'
>;

/** News has no slug: its id and title together make its cover its own. */
export const newsCoverKey = (article: Pick<NewsArticleRead, 'id' | 'title'>) =>
  `${article.id}:${article.title}`;

/** The whole card is one link: to the external source in a new tab, or to /news/:id. */
export function NewsCard({ article, compact }: { article: NewsCardArticle; compact?: boolean }) {
  const body = (
    <>
      <ArticleCover
        className={compact ? cards.imageShort : cards.image}
        coverKey={newsCoverKey(article)}
        category={article.category}
      />
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
