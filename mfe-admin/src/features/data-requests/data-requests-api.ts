import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDataRequest, DataRequestStatus } from '@termlens/contracts/admin';
import { apiRequest } from '@termlens/shared-ui/lib/api-client';
import { useAdminQuery } from '../../lib/use-admin-query';

const key = ['admin', 'data-requests'] as const;

export const useDataRequests = () =>
  useAdminQuery<AdminDataRequest[]>(key, '/api/admin/data-requests');

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: DataRequestStatus }) =>
      apiRequest<void>('PATCH', `/api/admin/data-requests/${id}`, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useFulfilErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ resolution: string }>(
        'POST',
        `/api/admin/data-requests/${id}/fulfil-erasure`,
        {},
      ),
    // Leads and the metrics change too: everything admin is refetched.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
