import { blogListQuery, blogSlugParam } from '@termlens/contracts/content';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/client';
import { blogPosts } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { keptList } from '../lib/kept-list';
import { sanitizeContentHtml } from '../lib/sanitize-html';
import { validate } from '../lib/validate';

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  author: blogPosts.author,
  imageUrl: blogPosts.imageUrl,
  readTime: blogPosts.readTime,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  tags: blogPosts.tags,
  metaTitle: blogPosts.metaTitle,
  metaDescription: blogPosts.metaDescription,
};

/** One published post with its body sanitised again on the way out; null when not served. */
export async function findPublishedPost(db: Database, slug: string) {
  const [row] = await db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)));
  return row ? { ...row, content: sanitizeContentHtml(row.content) } : null;
}

export function blogRoutes() {
  return new Hono<AppEnv>()
    .get('/', keptList('blog'), validate('query', blogListQuery), async (c) => {
      const { category, page, pageSize } = c.req.valid('query');
      // One row past the page says whether another page exists without a count query.
      const rows = await c.var.db
        .select(summaryColumns)
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.isPublished, true),
            category ? eq(blogPosts.category, category) : undefined,
          ),
        )
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize);
      return c.json({
        posts: rows.slice(0, pageSize),
        page,
        hasMore: rows.length > pageSize,
      });
    })
    .get('/:slug', validate('param', blogSlugParam), async (c) => {
      const post = await findPublishedPost(c.var.db, c.req.valid('param').slug);
      if (!post) throw new HttpError(404, 'Post not found');
      return c.json(post);
    });
}
