import { toast, useToastStore } from '@termlens/shared-ui/stores/toast-store';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyToaster } from './lazy-toaster';

const region = () => screen.queryByRole('region', { name: /Notifications/ });

describe('LazyToaster', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('renders nothing until a toast or F8 asks for it', () => {
    render(<LazyToaster />);
    expect(region()).toBeNull();
  });

  it('mounts with the first toast and shows it', async () => {
    render(<LazyToaster />);
    act(() => {
      toast({ title: 'Thank you for your interest!' });
    });
    expect(await screen.findByText('Thank you for your interest!')).toBeInTheDocument();
  });

  it('F8 before any toast loads the region and focuses it', async () => {
    render(<LazyToaster />);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(region()).not.toBeNull());
    await waitFor(() => expect(region()?.querySelector('ol')).toHaveFocus());
  });

  it('another key loads nothing', () => {
    render(<LazyToaster />);
    fireEvent.keyDown(document, { key: 'F7', code: 'F7' });
    expect(region()).toBeNull();
  });
});
