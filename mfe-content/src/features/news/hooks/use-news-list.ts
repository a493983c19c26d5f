import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsArticleRead } from '@termlens/contracts/content';
import { listFreshForMs } from '../../shared/list-freshness';
import { fetchNews, type NewsListParams } from '../api/news-api';

export const newsListQuery = (params: NewsListParams) =>
  queryOptions({
    queryKey: ['news', params],
    queryFn: ({ signal }) => fetchNews(params, signal),
    staleTime: listFreshForMs,
  });

/** News articles, read again when a list mounts after they have been held a while. */
export function useNewsList(params: NewsListParams) {
  return useQuery({
    ...newsListQuery(params),
    // The answer is typed, not checked: anything but an array shows as a load failure, not a crash.
    select: (data): NewsArticleRead[] | null => (Array.isArray(data) ? data : null),
  });
}
