import { newsIdParam, newsListQuery } from '@termlens/contracts/content';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { newsArticles } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { keptList } from '../lib/kept-list';
import { sanitizeContentHtml } from '../lib/sanitize-html';
import { validate } from '../lib/validate';

const DEFAULT_LIMIT = 50;

const listColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  summary: newsArticles.summary,
  category: newsArticles.category,
  author: newsArticles.author,
  imageUrl: newsArticles.imageUrl,
  url: newsArticles.url,
  publishedAt: newsArticles.publishedAt,
  createdAt: newsArticles.createdAt,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export function newsRoutes() {
  return new Hono<AppEnv>()
    .get('/', keptList('news'), validate('query', newsListQuery), async (c) => {
      const { category, limit, q } = c.req.valid('query');
      const pattern = q ? `%${escapeLike(q)}%` : undefined;
      // Newest first whatever `live` says: the strip's live=true asks for exactly that.
      const rows = await c.var.db
        .select(listColumns)
        .from(newsArticles)
        .where(
          and(
            eq(newsArticles.isActive, true),
            category ? eq(newsArticles.category, category) : undefined,
            pattern
              ? or(ilike(newsArticles.title, pattern), ilike(newsArticles.summary, pattern))
              : undefined,
          ),
        )
        .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
        .limit(limit ?? DEFAULT_LIMIT);
      return c.json(rows.map((row) => ({ ...row, content: null })));
    })
    .get('/:id', validate('param', newsIdParam), async (c) => {
      const { id } = c.req.valid('param');
      const [row] = await c.var.db
        .select({ ...listColumns, content: newsArticles.content })
        .from(newsArticles)
        .where(and(eq(newsArticles.id, id), eq(newsArticles.isActive, true)));
      if (!row) throw new HttpError(404, 'Article not found');
      return c.json({ ...row, content: row.content ? sanitizeContentHtml(row.content) : null });
    });
}
