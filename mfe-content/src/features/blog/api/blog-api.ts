import { apiCall } from '@termlens/shared-ui/lib/api-client';

export const fetchBlogPage = (category: string | undefined, page: number, signal?: AbortSignal) =>
  apiCall('GET /api/blog', { query: { category, page }, signal });

export const fetchBlogPost = (slug: string, signal?: AbortSignal) =>
  apiCall('GET /api/blog/:slug', { params: { slug }, signal });
