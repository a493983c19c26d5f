import { useQuery } from '@tanstack/react-query';
import { fetchNewsArticle } from '../api/news-api';

export function useNewsArticle(id: string) {
  return useQuery({
    queryKey: ['news-article', id],
    queryFn: ({ signal }) => fetchNewsArticle(id, signal),
  });
}
