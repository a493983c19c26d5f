import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import { useToastStore } from '@termlens/shared-ui/stores/toast-store';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/** Renders a form inside its own query client, as the shell's remote areas are, for a user. */
export function renderWithQueryClient(form: ReactNode) {
  render(<QueryClientProvider client={createQueryClient()}>{form}</QueryClientProvider>);
  return userEvent.setup();
}

export const toasts = () => useToastStore.getState().toasts;
