import type { BlogPostSummary } from '@termlens/api/contracts/content';
import { Badge } from '@termlens/shared-ui/components/badge';
import { Link } from 'react-router-dom';
import { articleDate } from '../../shared/article-date';
import styles from './blog.module.css';

export function BlogCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className={styles.card}>
      <Link className={styles.cardLink} to={`/blog/${post.slug}`}>
        {post.imageUrl && (
          <img
            className={styles.image}
            src={post.imageUrl}
            alt=""
            width={640}
            height={360}
            loading="lazy"
          />
        )}
        <div className={styles.cardBody}>
          <div className={styles.meta}>
            <Badge tone="green">{post.category}</Badge>
            {post.readTime != null && <span>{post.readTime} min read</span>}
          </div>
          <h2 className={styles.cardTitle}>{post.title}</h2>
          {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
          <p className={styles.byline}>
            {post.author} · {articleDate(post.publishedAt)}
          </p>
        </div>
      </Link>
    </article>
  );
}
