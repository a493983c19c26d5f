import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiEndpoints } from '@termlens/contracts/api-endpoints';
import { apiCall } from '@termlens/shared-ui/lib/api-client';
import { useAdminQuery } from '../../lib/use-admin-query';

const key = ['admin', 'users'] as const;

export const useUsers = () =>
  useAdminQuery(key, (signal) => apiCall('GET /api/admin/users', { signal }));

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiEndpoints['POST /api/admin/users']['body']) =>
      apiCall('POST /api/admin/users', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: ApiEndpoints['PATCH /api/admin/users/:id']['body'];
    }) => apiCall('PATCH /api/admin/users/:id', { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
