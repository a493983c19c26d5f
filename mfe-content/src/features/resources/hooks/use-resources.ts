import { useQuery } from '@tanstack/react-query';
import { fetchResources } from '../api/resources-api';

export const resourcesQueryKey = ['resources'] as const;

export function useResources() {
  return useQuery({
    queryKey: resourcesQueryKey,
    queryFn: ({ signal }) => fetchResources(signal),
    // Download counts change with every download, so a revisit asks again.
    staleTime: 0,
  });
}
