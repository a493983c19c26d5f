import type { NewsArticleRead } from '@termlens/contracts/content';
import { newsArticleUrl } from '@termlens/contracts/content-urls';
import { apiGet, withQuery } from '@termlens/shared-ui/lib/api-client';

export interface NewsListParams {
  category?: string;
  limit?: number;
  live?: boolean;
}

/** Answers whatever the API sent: the strip treats a non-array answer as a failure. */
export const fetchNews = (params: NewsListParams, signal?: AbortSignal) =>
  apiGet<unknown>(withQuery('/api/news', { ...params }), signal);

export const fetchNewsArticle = (id: string, signal?: AbortSignal) =>
  apiGet<NewsArticleRead>(newsArticleUrl(id), signal);
