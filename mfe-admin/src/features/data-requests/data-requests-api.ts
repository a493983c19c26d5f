import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataRequestStatus } from '@termlens/contracts/admin';
import { apiCall } from '@termlens/shared-ui/lib/api-client';
import { useAdminQuery } from '../../lib/use-admin-query';

const key = ['admin', 'data-requests'] as const;

export const useDataRequests = () =>
  useAdminQuery(key, (signal) => apiCall('GET /api/admin/data-requests', { signal }));

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: DataRequestStatus }) =>
      apiCall('PATCH /api/admin/data-requests/:id', { params: { id }, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useFulfilErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall('POST /api/admin/data-requests/:id/fulfil-erasure', { params: { id }, body: {} }),
    // Leads and the metrics change too: everything admin is refetched.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
