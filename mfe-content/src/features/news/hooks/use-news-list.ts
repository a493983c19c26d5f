import { useQuery } from '@tanstack/react-query';
import type { NewsArticleRead } from '@termlens/contracts/content';
import { fetchNews, type NewsListParams } from '../api/news-api';

/**
 * News is never fresh: a visitor coming back to a list expects today's articles. staleTime 0
 * with refetchOnMount 'always' fetches again
 * every time a list mounts, overriding the app-wide never-stale default.
 */
export function useNewsList(params: NewsListParams) {
  return useQuery({
    queryKey: ['news', params],
    queryFn: ({ signal }) => fetchNews(params, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    // The answer is typed, not checked: anything but an array shows as a load failure, not a crash.
    select: (data): NewsArticleRead[] | null => (Array.isArray(data) ? data : null),
  });
}
