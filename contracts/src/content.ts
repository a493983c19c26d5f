import './zod-csp';
import { z } from 'zod';
import { rowIdParam, storableText } from './storable-text';

// Shapes of the news and blog calls, shared by the API and the content remote.

export const blogCategoryValues = [
  'Term Life Basics',
  'Insurance Reviews',
  'Family Planning',
] as const;

export const newsListQuery = z.object({
  category: storableText().trim().min(1).max(60).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
  live: z.enum(['true', 'false']).optional(),
  q: storableText().trim().max(100).optional(),
});

export const newsIdParam = rowIdParam;

export const blogListQuery = z.object({
  category: storableText().trim().min(1).max(60).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
});

export const blogSlugParam = z.object({
  slug: storableText().min(1).max(200),
});

export const newsArticleRead = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string().nullable(),
  content: z.string().nullable(),
  category: z.string(),
  author: z.string().nullable(),
  imageUrl: z.string().nullable(),
  url: z.string().nullable(),
  publishedAt: z.string(),
  createdAt: z.string(),
});
export type NewsArticleRead = z.infer<typeof newsArticleRead>;

export const blogPostRead = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  category: z.string(),
  author: z.string(),
  imageUrl: z.string().nullable(),
  readTime: z.number().nullable(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  tags: z.array(z.string()),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
});
export type BlogPostRead = z.infer<typeof blogPostRead>;

/** The list leaves out the body: cards never show it and it is most of the bytes. */
export type BlogPostSummary = Omit<BlogPostRead, 'content'>;

export interface BlogPage {
  posts: BlogPostSummary[];
  page: number;
  hasMore: boolean;
}
