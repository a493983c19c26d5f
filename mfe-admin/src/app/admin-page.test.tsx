import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminPage } from './admin-page';

type Route = (init: RequestInit | undefined) => Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const emptyStats = {
  total: 0,
  today: 0,
  marketingOptIns: 0,
  conversionPercent: 0,
  averageCoverage: 0,
  perDay: [],
  byStatus: { new: 0, contacted: 0, quoted: 0, applied: 0, won: 0, lost: 0 },
};

/** A fake API: `METHOD path` → answers, the last one repeating. */
function fakeApi(routes: Record<string, Route[]>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const answers = routes[key];
    if (!answers) throw new Error(`unexpected ${key}`);
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    return (answer as Route)(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminPage />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('AdminPage', () => {
  it('shows Invalid password and clears the field, then the lockout message', async () => {
    fakeApi({
      'GET /api/admin/session': [() => json(401, { error: 'Not signed in' })],
      'POST /api/admin/session': [
        () => json(401, { error: 'Invalid password' }),
        () => json(429, { error: 'Too many failed sign-ins. Try again in 15 minutes.' }),
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Username'), 'admin');
    const password = screen.getByLabelText('Password');
    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password');
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    await user.type(password, 'wrong-again');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many failed sign-ins. Try again in 15 minutes.',
      ),
    );
  });

  it('shows the empty dashboard at 0.0% and retries a failed lead fetch', async () => {
    fakeApi({
      'GET /api/admin/session': [() => json(200, { username: 'admin', role: 'admin' })],
      'GET /api/admin/stats': [() => json(200, emptyStats)],
      'GET /api/admin/leads': [
        () => json(500, { error: 'Internal server error' }),
        () => json(200, { items: [], total: 0, page: 1, pageSize: 20 }),
      ],
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Loading leads...')).toBeInTheDocument();
    expect(await screen.findByText('0.0% conversion')).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch leads')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No leads found.')).toBeInTheDocument();
    expect(screen.getByText('Select a lead to view details')).toBeInTheDocument();
  });

  it('shows an agent the leads alone, without the CSV of all leads', async () => {
    fakeApi({
      'GET /api/admin/session': [() => json(200, { username: 'ivy', role: 'agent' })],
      'GET /api/admin/stats': [() => json(200, { ...emptyStats, total: 1 })],
      'GET /api/admin/leads': [() => json(200, { items: [], total: 0, page: 1, pageSize: 20 })],
    });
    renderPage();
    expect(await screen.findByText('Signed in as ivy (agent)')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Leads']);
    expect(await screen.findByText('No leads found.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Leads by status' })).toBeInTheDocument();
  });

  it('gives an admin the agents, sources and deliveries tabs', async () => {
    fakeApi({
      'GET /api/admin/session': [() => json(200, { username: 'admin', role: 'admin' })],
      'GET /api/admin/stats': [() => json(200, emptyStats)],
      'GET /api/admin/leads': [() => json(200, { items: [], total: 0, page: 1, pageSize: 20 })],
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Leads',
      'Agents',
      'Sources',
      'Deliveries',
      'Data requests',
      'Contact messages',
      'Email outbox',
      'Web vitals',
      'Releases',
    ]);
  });

  it('returns to the sign-in form when the session has expired', async () => {
    fakeApi({
      'GET /api/admin/session': [() => json(200, { username: 'admin', role: 'admin' })],
      'GET /api/admin/stats': [() => json(401, { error: 'Not signed in' })],
      'GET /api/admin/leads': [() => json(401, { error: 'Not signed in' })],
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
