import { Button } from '@termlens/shared-ui/components/button';
import { SelectField, TextField } from '@termlens/shared-ui/components/field';
import { useState } from 'react';
import { ArticleCardSkeleton } from '../../article-cards/article-card-skeleton';
import cards from '../../article-cards/article-cards.module.css';
import listStyles from '../../shared/list-page.module.css';
import { LoadError } from '../../shared/load-error';
import { matchesSearch } from '../../shared/matches-search';
import { useNewsList } from '../hooks/use-news-list';
import { pageCategories } from '../news-categories';
import { NewsCard } from './news-card';

export function NewsPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  // One request for the whole list; search and category filter it here, so typing costs no
  // round trip.
  const news = useNewsList({});
  const articles = (news.data ?? []).filter(
    (a) =>
      (category === 'all' || a.category === category) &&
      matchesSearch(search, [a.title, a.summary, a.author]),
  );
  const clear = () => {
    setSearch('');
    setCategory('all');
  };

  return (
    <div className={`container ${listStyles.page}`}>
      <h1 className={listStyles.title}>Life Insurance News</h1>
      <p className={listStyles.lead}>
        Rates, underwriting technology, regulation and consumer trends in the US term life market.
      </p>
      <div className={listStyles.filters}>
        <TextField
          label="Search news"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search articles"
        />
        <SelectField
          label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          options={pageCategories}
        />
      </div>
      {news.isPending ? (
        <div className={cards.grid} aria-busy="true">
          <span className="visually-hidden">Loading news</span>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <ArticleCardSkeleton key={n} withImage />
          ))}
        </div>
      ) : news.isError || !news.data ? (
        <LoadError
          title="Unable to Load News"
          text="Something went wrong while loading the news. Please try again."
          onRetry={() => news.refetch()}
        />
      ) : articles.length === 0 ? (
        <div className={listStyles.state}>
          <h2>No articles found</h2>
          <p>Try a different search or category.</p>
          <Button variant="secondary" onClick={clear}>
            Clear filters
          </Button>
        </div>
      ) : (
        <div className={cards.grid}>
          {articles.map((article) => (
            <NewsCard key={article.id} article={article} />
          ))}
        </div>
      )}
    </div>
  );
}
