import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchBlogPost } from '../api/blog-api';

export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog-post', slug],
    queryFn: ({ signal }) => fetchBlogPost(slug, signal),
  });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQuery(slug));
}
