import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInRequest } from '@termlens/contracts/admin';
import type { UserRole } from '@termlens/contracts/lead-pipeline';
import { apiCall } from '@termlens/shared-ui/lib/api-client';
import { isSignedOut, sessionKey } from '../../lib/use-admin-query';

// Drops every cached admin answer but the session itself, whose observer must stay attached.
const dashboardData = {
  queryKey: ['admin'],
  predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey[1] !== 'session',
};

/** The signed-in admin, or null when the server has no session for this browser. */
export function useAdminSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiCall('GET /api/admin/session', { signal });
      } catch (error) {
        if (isSignedOut(error)) return null;
        throw error;
      }
    },
  });
}

/** The signed-in user's role; 'agent' until the session says otherwise, so nothing extra shows. */
export function useRole(): UserRole {
  return useAdminSession().data?.role ?? 'agent';
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInRequest) => apiCall('POST /api/admin/session', { body }),
    // The server says who signed in and with which role; the dashboard waits for that.
    onSuccess: async () => {
      queryClient.removeQueries(dashboardData);
      await queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('DELETE /api/admin/session'),
    // Whatever the answer, nothing of the dashboard may stay in memory.
    onSettled: () => {
      queryClient.removeQueries(dashboardData);
      queryClient.setQueryData(sessionKey, null);
    },
  });
}
