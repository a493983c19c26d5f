import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes: vi.fn() }));
vi.mock('./register-remotes', () => ({ remotesRegistered: () => Promise.resolve() }));

const { RemoteModule, startLoadingRemote } = await import('./remote-module');

// Each case loads its own module: the shell keeps the modules that have arrived.
const page = (module: string) => (
  <RemoteModule remote="mfe_quotes" module={module} area="this page" loading="Loading…" />
);

describe('RemoteModule', () => {
  afterEach(() => loadRemote.mockReset());

  it('takes over the load started with the app, without loading again', async () => {
    loadRemote.mockResolvedValue({ default: () => <h1>Compare quotes</h1> });
    startLoadingRemote('mfe_quotes', 'compare-page');
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));
    render(page('compare-page'));
    expect(await screen.findByRole('heading', { name: 'Compare quotes' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_quotes/compare-page');
  });

  it('loads afresh on Try again after the early load failed', async () => {
    loadRemote.mockRejectedValueOnce(new Error('remote down'));
    startLoadingRemote('mfe_quotes', 'calculator-page');
    render(page('calculator-page'));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    loadRemote.mockResolvedValue({ default: () => <h1>Compare quotes</h1> });
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Compare quotes' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('renders a module whose code has arrived at once, never showing the placeholder', async () => {
    let resolve: (exposed: unknown) => void = () => {};
    loadRemote.mockReturnValue(new Promise((res) => (resolve = res)));
    startLoadingRemote('mfe_quotes', 'compare-section');
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));
    await act(async () => resolve({ default: () => <h2>Compare section</h2> }));
    // A synchronous render: through React.lazy the first commit would be the placeholder.
    act(() => {
      render(page('compare-section'));
    });
    expect(screen.getByRole('heading', { name: 'Compare section' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
