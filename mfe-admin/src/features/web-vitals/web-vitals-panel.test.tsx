import { QueryClientProvider } from '@tanstack/react-query';
import type { WebVitalsSummary } from '@termlens/contracts/web-vitals';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebVitalsPanel } from './web-vitals-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers GET /api/admin/web-vitals with each response in turn, the last one repeating. */
function fakeVitals(...answers: Response[]) {
  const fetchMock = vi.fn(async (url: string) => {
    expect(url).toBe('/api/admin/web-vitals');
    return (answers.length > 1 ? answers.shift() : answers[0]) as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
}

const renderPanel = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WebVitalsPanel />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('WebVitalsPanel', () => {
  it('shows loading, then an error with Retry, then the empty state', async () => {
    fakeVitals(json(500, { error: 'Internal server error' }), json(200, { days: 7, rows: [] }));
    renderPanel();
    expect(screen.getByText('Loading web vitals...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch web vitals');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No web vitals received in the last 7 days.')).toBeVisible();
  });

  it('shows the p75 and samples per page and metric, rated in words as well as colour', async () => {
    const summary: WebVitalsSummary = {
      days: 7,
      rows: [
        { route: '/', name: 'CLS', p75: 0.031, samples: 12 },
        { route: '/', name: 'LCP', p75: 2712.4, samples: 12 },
        { route: '/blog/:slug', name: 'INP', p75: 640, samples: 1 },
      ],
    };
    fakeVitals(json(200, summary));
    renderPanel();
    const table = await screen.findByRole('table', { name: /p75 per page, last 7 days/ });
    const [, home, blog] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(home as HTMLElement).getByRole('rowheader')).toHaveTextContent('/');
    // Columns: LCP, INP, CLS, FCP, TTFB.
    expect(cells(home)).toEqual([
      '2.71 sNeeds improvement12 samples',
      '—No samples',
      '0.031Good12 samples',
      '—No samples',
      '—No samples',
    ]);
    expect(cells(blog)).toEqual([
      '—No samples',
      '640 msPoor1 sample',
      '—No samples',
      '—No samples',
      '—No samples',
    ]);
  });
});
