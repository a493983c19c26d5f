import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchNewsArticle } from '../api/news-api';

export const newsArticleQuery = (id: string) =>
  queryOptions({
    queryKey: ['news-article', id],
    queryFn: ({ signal }) => fetchNewsArticle(id, signal),
  });

export function useNewsArticle(id: string) {
  return useQuery(newsArticleQuery(id));
}
