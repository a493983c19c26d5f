import type { BlogPage, BlogPostRead } from '@termlens/api/contracts/content';
import { blogPostUrl } from '@termlens/api/contracts/content-urls';
import { apiGet, withQuery } from '@termlens/shared-ui/lib/api-client';

export const fetchBlogPage = (category: string | undefined, page: number, signal?: AbortSignal) =>
  apiGet<BlogPage>(withQuery('/api/blog', { category, page }), signal);

export const fetchBlogPost = (slug: string, signal?: AbortSignal) =>
  apiGet<BlogPostRead>(blogPostUrl(slug), signal);
