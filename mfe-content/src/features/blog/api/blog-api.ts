import type { BlogPage, BlogPostRead } from '@termlens/contracts/content';
import { blogPostUrl } from '@termlens/contracts/content-urls';
import { apiGet, withQuery } from '@termlens/shared-ui/lib/api-client';

export const fetchBlogPage = (category: string | undefined, page: number, signal?: AbortSignal) =>
  apiGet<BlogPage>(withQuery('/api/blog', { category, page }), signal);

export const fetchBlogPost = (slug: string, signal?: AbortSignal) =>
  apiGet<BlogPostRead>(blogPostUrl(slug), signal);
