import { Button } from '@termlens/shared-ui/components/button';
import { SelectField, TextField } from '@termlens/shared-ui/components/field';
import { useState } from 'react';
import { ArticleCardSkeleton } from '../../article-cards/article-card-skeleton';
import cards from '../../article-cards/article-cards.module.css';
import { CourseBanner } from '../../email-course/course-banner';
import { NewsletterBox } from '../../newsletter/newsletter-box';
import listStyles from '../../shared/list-page.module.css';
import { LoadError } from '../../shared/load-error';
import { matchesSearch } from '../../shared/matches-search';
import { blogCategoryOptions, LOAD_MORE_AT } from '../blog-categories';
import { useBlogPosts } from '../hooks/use-blog-posts';
import styles from './blog.module.css';
import { BlogCard } from './blog-card';

export function BlogPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const blog = useBlogPosts(category === 'all' ? undefined : category);
  const posts = (blog.data?.pages.flatMap((p) => p.posts) ?? []).filter((p) =>
    matchesSearch(search, [p.title, p.excerpt, p.category, ...p.tags]),
  );
  const clear = () => {
    setSearch('');
    setCategory('all');
  };

  return (
    <div className={`container ${listStyles.page}`}>
      <h1 className={listStyles.title}>Term Life Insurance Guides</h1>
      <p className={listStyles.lead}>
        Plain-English guides to choosing, pricing and buying term life cover.
      </p>
      <div className={listStyles.filters}>
        <TextField
          label="Search articles"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search the blog"
        />
        <SelectField
          label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          options={blogCategoryOptions}
        />
      </div>
      {blog.isPending ? (
        <div className={cards.grid} aria-busy="true">
          <span className="visually-hidden">Loading articles</span>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <ArticleCardSkeleton key={n} withImage />
          ))}
        </div>
      ) : !blog.data ? (
        <LoadError
          title="Unable to Load Blog Posts"
          text="Something went wrong while loading the blog. Please try again."
          onRetry={() => blog.refetch()}
        />
      ) : posts.length === 0 ? (
        <div className={listStyles.state}>
          <h2>No articles found</h2>
          <p>Try a different search or category.</p>
          <Button variant="secondary" onClick={clear}>
            Clear filters
          </Button>
        </div>
      ) : (
        <>
          <div className={cards.grid}>
            {posts.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </div>
          {posts.length >= LOAD_MORE_AT && blog.hasNextPage && (
            <div className={listStyles.more}>
              <Button
                variant="secondary"
                onClick={() => blog.fetchNextPage()}
                disabled={blog.isFetchingNextPage}
              >
                {blog.isFetchingNextPage ? 'Loading...' : 'Load More Articles'}
              </Button>
            </div>
          )}
        </>
      )}
      <NewsletterBox />
      <div className={styles.course}>
        <CourseBanner compact />
      </div>
    </div>
  );
}
