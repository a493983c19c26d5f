import { Badge } from '@termlens/shared-ui/components/badge';
import { Button } from '@termlens/shared-ui/components/button';
import { formatDate } from '@termlens/shared-ui/lib/format';
import { Link, useParams } from '@termlens/shared-ui/lib/router';
import { usePageMeta } from '@termlens/shared-ui/lib/use-page-meta';
import { ArticleCover } from '../../article-cards/article-cover';
import articleStyles from '../../shared/article.module.css';
import { ArticleQueryState } from '../../shared/article-query-state';
import { blogPostMeta } from '../blog-post-head';
import { useBlogPost } from '../hooks/use-blog-post';
import styles from './blog-post.module.css';
import { ShareButtons } from './share-buttons';

const DEFAULT_TLDR =
  'Term life insurance gives your family affordable protection for the years they depend on your income.';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  usePageMeta(blogPostMeta(post.data));

  if (post.isPending || post.isError) {
    return (
      <ArticleQueryState
        query={post}
        notFoundText="The article you are looking for does not exist or has been moved."
        notFoundActions={
          <>
            <Button asChild>
              <Link to="/blog">Back to Blog</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/">Go Home</Link>
            </Button>
          </>
        }
      />
    );
  }
  const p = post.data;
  const published = formatDate(p.publishedAt);
  const updated = formatDate(p.updatedAt);
  return (
    <article className={`container ${articleStyles.page}`}>
      <Link className={articleStyles.back} to="/blog">
        ← Back to Blog
      </Link>
      <Badge tone="green">{p.category}</Badge>
      <h1 className={articleStyles.title}>{p.title}</h1>
      {p.excerpt && <p className={articleStyles.excerpt}>{p.excerpt}</p>}
      <div className={articleStyles.meta}>
        <span>By {p.author}</span>
        <span>
          Published <time dateTime={p.publishedAt}>{published}</time>
        </span>
        {p.readTime != null && <span>{p.readTime} min read</span>}
        {updated !== published && (
          <span>
            Updated <time dateTime={p.updatedAt}>{updated}</time>
          </span>
        )}
      </div>
      <ShareButtons title={p.title} />
      <ArticleCover className={articleStyles.image} coverKey={p.slug} category={p.category} />
      <aside className={styles.tldr} aria-labelledby="tldr-title">
        <h2 id="tldr-title">TL;DR</h2>
        <p>{p.excerpt || DEFAULT_TLDR}</p>
      </aside>
      <div
        className={`prose ${articleStyles.prose}`}
        // The API sanitised this HTML with an allow-list (api/src/lib/sanitize-html.ts).
        dangerouslySetInnerHTML={{ __html: p.content }}
      />
      {p.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {p.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <section className={styles.cta} aria-labelledby="cta-title">
        <h2 id="cta-title">See what cover costs you</h2>
        <p>Compare term life prices from A-rated insurers in under a minute.</p>
        <Button asChild variant="accent">
          <Link to="/compare">Compare Quotes Now</Link>
        </Button>
      </section>
      <nav className={styles.related} aria-labelledby="related-title">
        <h2 id="related-title">Related articles</h2>
        <ul>
          <li>
            <Link to="/blog/term-life-basics">Term life insurance basics</Link>
          </li>
          <li>
            <Link to="/blog/new-parents-guide">A life insurance guide for new parents</Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
