import { queryOptions, useQuery } from '@tanstack/react-query';
import { listFreshForMs } from '../../shared/list-freshness';
import { fetchResources } from '../api/resources-api';

export const resourcesQueryKey = ['resources'] as const;

// Download counts change with every download, so a revisit after a while asks again.
export const resourcesQuery = () =>
  queryOptions({
    queryKey: resourcesQueryKey,
    queryFn: ({ signal }) => fetchResources(signal),
    staleTime: listFreshForMs,
  });

export function useResources() {
  return useQuery(resourcesQuery());
}
