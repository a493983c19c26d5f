import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@termlens/shared-ui/lib/api-client';

// The site's pages change only with a release of some remote: fresh for the visit.
export const sitePagesQuery = () =>
  queryOptions({
    queryKey: ['site-pages'] as const,
    queryFn: ({ signal }) => apiCall('GET /api/site/pages', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSitePages = () => useQuery(sitePagesQuery());
