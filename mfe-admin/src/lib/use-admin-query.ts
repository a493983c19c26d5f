import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@termlens/shared-ui/lib/api-client';

export const sessionKey = ['admin', 'session'] as const;

/** True when the server says the session is gone (idle, expired or signed out elsewhere). */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A GET of an admin route; a 401 drops the cached session, which shows the sign-in form. */
export function useAdminQuery<T>(queryKey: QueryKey, get: (signal: AbortSignal) => Promise<T>) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        return await get(signal);
      } catch (error) {
        if (isSignedOut(error)) queryClient.setQueryData(sessionKey, null);
        throw error;
      }
    },
  });
}

/** The API's message without the `status: ` prefix the shared client adds. */
export const apiMessage = (error: unknown) =>
  error instanceof Error ? error.message.replace(/^\d{3}: /, '') : 'Something went wrong';
