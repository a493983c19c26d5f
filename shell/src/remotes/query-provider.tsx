import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import type { ReactNode } from 'react';

// One client for every remote area, so they share one cache. Only remotes query: this module
// (and TanStack Query with it) loads with the first remote module, not with the shell's first
// screen.
const queryClient = createQueryClient();

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
