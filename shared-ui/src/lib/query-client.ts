import { QueryClient } from '@tanstack/react-query';

// Data never goes stale, no refetch on focus, no polling, no retries: a page shows what it
// loaded until the visitor asks again, and a failure shows at once with its Try again.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
