import type { ApiRequest } from '@termlens/contracts/api-endpoints';
import { apiCall } from '@termlens/shared-ui/lib/api-client';

export type NewsListParams = NonNullable<ApiRequest<'GET /api/news'>['query']>;

export const fetchNews = (query: NewsListParams, signal?: AbortSignal) =>
  apiCall('GET /api/news', { query, signal });

export const fetchNewsArticle = (id: string, signal?: AbortSignal) =>
  apiCall('GET /api/news/:id', { params: { id }, signal });
