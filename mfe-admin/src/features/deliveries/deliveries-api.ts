import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@termlens/shared-ui/lib/api-client';
import { useAdminQuery } from '../../lib/use-admin-query';

const key = ['admin', 'deliveries'] as const;

export const useDeadDeliveries = () =>
  useAdminQuery(key, (signal) => apiCall('GET /api/admin/deliveries', { signal }));

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall('POST /api/admin/deliveries/:id/retry', { params: { id }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
