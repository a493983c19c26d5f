import type { BlogPostSummary } from '@termlens/contracts/content';
import { Badge } from '@termlens/shared-ui/components/badge';
import { Link } from '@termlens/shared-ui/lib/router';
import cards from '../../article-cards/article-cards.module.css';
import { ArticleCover } from '../../article-cards/article-cover';
import { articleDate } from '../../shared/article-date';

export function BlogCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className={cards.card}>
      <Link className={cards.cardLink} to={`/blog/${post.slug}`}>
        <ArticleCover className={cards.image} coverKey={post.slug} category={post.category} />
        <div className={cards.cardBody}>
          <div className={cards.meta}>
            <Badge tone="green">{post.category}</Badge>
            {post.readTime != null && <span>{post.readTime} min read</span>}
          </div>
          <h2 className={cards.cardTitle}>{post.title}</h2>
          {post.excerpt && <p className={cards.summary}>{post.excerpt}</p>}
          <p className={cards.author}>
            {post.author} · {articleDate(post.publishedAt)}
          </p>
        </div>
      </Link>
    </article>
  );
}
