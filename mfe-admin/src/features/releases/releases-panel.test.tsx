import { QueryClientProvider } from '@tanstack/react-query';
import type { Release, RemoteReleases } from '@termlens/contracts/releases';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReleasesPanel } from './releases-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const release = (id: number, manifestUrl: string, extra: Partial<Release> = {}): Release => ({
  id,
  remote: 'mfe-quotes',
  manifestUrl,
  buildVersion: '',
  manifestHash: '',
  releasedBy: 'environment',
  activatedAt: new Date().toISOString(),
  isRollback: false,
  ...extra,
});

const seed = release(1, '/remotes/mfe-quotes/mf-manifest.json');
const cdn = release(2, 'https://cdn.example/q/mf-manifest.json', {
  buildVersion: '1.4.0',
  releasedBy: 'team:mfe-quotes',
});
const rolledBack = release(3, seed.manifestUrl, { releasedBy: 'admin', isRollback: true });

const listOf = (quotes: Release[], canRollBack: boolean): RemoteReleases[] => [
  { remote: 'mfe-quotes', current: quotes[0] ?? null, history: quotes, canRollBack },
  {
    remote: 'mfe-content',
    current: { ...seed, id: 9, remote: 'mfe-content' },
    history: [{ ...seed, id: 9, remote: 'mfe-content' }],
    canRollBack: false,
  },
];

/** The API as the panel sees it: the list, and a rollback that changes it. */
function fakeApi(rollbackAnswer: Response) {
  let list = listOf([cdn, seed], true);
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/admin/releases') return json(200, list);
      if (rollbackAnswer.ok) list = listOf([rolledBack, cdn, seed], false);
      return rollbackAnswer;
    }),
  );
  return calls;
}

const renderPanel = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReleasesPanel />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('ReleasesPanel', () => {
  it('shows each remote’s live release and history, and rolls one back', async () => {
    const calls = fakeApi(json(201, rolledBack));
    renderPanel();
    const quotes = (await screen.findByRole('heading', { name: 'mfe-quotes' })).closest('li');
    const item = within(quotes as HTMLElement);
    expect(
      item.getByText(/build 1\.4\.0 · https:\/\/cdn\.example\/q\/mf-manifest\.json/),
    ).toBeVisible();
    expect(item.getByText(/released by team:mfe-quotes/)).toBeVisible();
    expect(item.getByRole('list', { name: 'Earlier releases of mfe-quotes' })).toHaveTextContent(
      'first release · /remotes/mfe-quotes/mf-manifest.json',
    );
    expect(screen.getByRole('button', { name: 'Roll back mfe-content' })).toBeDisabled();

    await userEvent.setup().click(item.getByRole('button', { name: 'Roll back mfe-quotes' }));
    expect(await item.findByText(/rolled back by admin/)).toBeVisible();
    expect(calls).toContain('POST /api/admin/releases/mfe-quotes/rollback');
    expect(item.getByRole('button', { name: 'Roll back mfe-quotes' })).toBeDisabled();
  });

  it('says why a rollback was refused', async () => {
    fakeApi(json(409, { error: 'mfe-quotes has no previous release to roll back to' }));
    renderPanel();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Roll back mfe-quotes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'mfe-quotes has no previous release to roll back to',
    );
  });
});
