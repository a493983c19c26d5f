import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchBlogPage } from '../api/blog-api';

/** Published posts of one category (or all), a page at a time. */
export const blogPostsQuery = (category: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ['blog', category ?? 'all'],
    queryFn: ({ pageParam, signal }) => fetchBlogPage(category, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useBlogPosts(category: string | undefined) {
  return useInfiniteQuery(blogPostsQuery(category));
}
