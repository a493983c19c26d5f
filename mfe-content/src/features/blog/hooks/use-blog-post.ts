import { useQuery } from '@tanstack/react-query';
import { fetchBlogPost } from '../api/blog-api';

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ['blog-post', slug],
    queryFn: ({ signal }) => fetchBlogPost(slug, signal),
  });
}
