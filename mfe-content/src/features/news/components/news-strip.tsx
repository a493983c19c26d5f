import { Button } from '@termlens/shared-ui/components/button';
import { Link } from '@termlens/shared-ui/lib/router';
import { useState } from 'react';
import { ArticleCardSkeleton } from '../../article-cards/article-card-skeleton';
import cards from '../../article-cards/article-cards.module.css';
import { useNewsList } from '../hooks/use-news-list';
import { stripCategories } from '../news-categories';
import styles from './news.module.css';
import { NewsCard } from './news-card';

const STRIP_LIMIT = 6;

export function NewsStrip() {
  const [category, setCategory] = useState('all');
  const news = useNewsList({
    category: category === 'all' ? undefined : category,
    limit: STRIP_LIMIT,
    live: 'true',
  });
  const articles = news.data?.slice(0, STRIP_LIMIT);

  return (
    <section className={`container ${styles.strip}`} aria-labelledby="news-strip-title">
      <div className={styles.stripHead}>
        <h2 id="news-strip-title">Latest Insurance News</h2>
        <Link className={styles.viewAll} to="/news">
          View All
        </Link>
      </div>
      <fieldset className={styles.categories}>
        <legend className="visually-hidden">News category</legend>
        {stripCategories.map((c) => (
          <Button
            key={c.value}
            size="sm"
            variant={category === c.value ? 'primary' : 'secondary'}
            aria-pressed={category === c.value}
            onClick={() => setCategory(c.value)}
          >
            {c.label}
          </Button>
        ))}
      </fieldset>
      {news.isPending ? (
        <div className={`${cards.grid} ${styles.row}`} aria-busy="true">
          <span className="visually-hidden">Loading news</span>
          {[1, 2, 3].map((n) => (
            <ArticleCardSkeleton key={n} />
          ))}
        </div>
      ) : !articles || articles.length === 0 ? (
        <div className={styles.fallback} role={news.isError ? 'alert' : undefined}>
          <p>
            Unable to load news articles at this time.{' '}
            <Link to="/news">Visit our news section</Link>
          </p>
          {news.isError && (
            <Button variant="secondary" size="sm" onClick={() => news.refetch()}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <div className={`${cards.grid} ${styles.row}`}>
          {articles.map((article) => (
            <NewsCard key={article.id} article={article} compact />
          ))}
        </div>
      )}
    </section>
  );
}
