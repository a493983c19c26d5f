import { newsArticles } from '@termlens/api/db/schema';
import { findPublishedPost } from '@termlens/api/routes/blog';
import { apiPath } from '@termlens/contracts/api-path';
import { blogSlugParam, newsIdParam } from '@termlens/contracts/content';
import { and, eq } from 'drizzle-orm';
import type { PageMetaResolver } from './page-meta';
import { apiPreload } from './preload-links';

/**
 * Blog posts and news articles: their own title and description, an Article, the API URL the page
 * fetches (from the path's own parameter, as the content remote does) to preload, 404 when
 * unknown. The cover needs no preload: the page draws it from the article's data.
 */
export function contentPageResolvers(siteUrl: string): Record<string, PageMetaResolver> {
  return {
    '/blog/:slug': async ({ slug = '' }, db) => {
      const param = blogSlugParam.safeParse({ slug });
      const post = param.success ? await findPublishedPost(db, param.data.slug) : null;
      if (!post) return null;
      const description = post.metaDescription ?? post.excerpt ?? post.title;
      return {
        meta: {
          title: post.metaTitle ?? `${post.title} | TermLens`,
          description,
          keywords: post.tags,
        },
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: post.title,
            description,
            author: { '@type': 'Person', name: post.author },
            datePublished: post.publishedAt.toISOString(),
            dateModified: post.updatedAt.toISOString(),
            ...(post.imageUrl ? { image: post.imageUrl } : {}),
            mainEntityOfPage: `${siteUrl}/blog/${post.slug}`,
          },
        ],
        preloads: [apiPreload(apiPath('GET /api/blog/:slug', { params: { slug } }))],
      };
    },
    '/news/:id': async ({ id = '' }, db) => {
      const param = newsIdParam.safeParse({ id });
      if (!param.success) return null;
      const [article] = await db
        .select()
        .from(newsArticles)
        .where(and(eq(newsArticles.id, param.data.id), eq(newsArticles.isActive, true)));
      if (!article) return null;
      const description = article.summary ?? article.title;
      return {
        meta: {
          title: `${article.title} | TermLens`,
          description,
          keywords: ['life insurance news'],
        },
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: article.title,
            description,
            ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
            datePublished: article.publishedAt.toISOString(),
            ...(article.imageUrl ? { image: article.imageUrl } : {}),
            mainEntityOfPage: `${siteUrl}/news/${article.id}`,
          },
        ],
        preloads: [apiPreload(apiPath('GET /api/news/:id', { params: { id } }))],
      };
    },
  };
}
