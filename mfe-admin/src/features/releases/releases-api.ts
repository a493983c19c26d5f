import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemotePackage } from '@termlens/contracts/releases';
import { apiCall } from '@termlens/shared-ui/lib/api-client';
import { useAdminQuery } from '../../lib/use-admin-query';

const key = ['admin', 'releases'] as const;

export const useReleases = () =>
  useAdminQuery(key, (signal) => apiCall('GET /api/admin/releases', { signal }));

export function useRollback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (remote: RemotePackage) =>
      apiCall('POST /api/admin/releases/:remote/rollback', { params: { remote }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
