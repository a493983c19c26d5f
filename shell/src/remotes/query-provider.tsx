import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import type { ReactNode } from 'react';
import { serverStateInPage } from './server-state-in-page';

// One client for every remote area, so they share one cache. Only remotes query: this module
// (and TanStack Query with it) loads with the first remote module, not with the shell's first
// screen.
const queryClient = createQueryClient();

// The data a server-rendered page was rendered with: its first render here shows the same, and
// no request goes out for it (data never goes stale in this client).
const serverQueries = serverStateInPage.queries as DehydratedState | undefined;
if (serverQueries) hydrate(queryClient, serverQueries);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
