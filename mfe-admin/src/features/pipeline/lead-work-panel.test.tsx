import { QueryClientProvider } from '@tanstack/react-query';
import type { LeadWork } from '@termlens/contracts/lead-operations';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadWorkPanel } from './lead-work-panel';

const work: LeadWork = {
  id: 7,
  status: 'contacted',
  lostReason: null,
  assignedTo: 'ivy',
  duplicateOfId: null,
  state: 'IL',
  timeZone: 'America/Chicago',
  phoneContactConsent: false,
  mayEmail: true,
  followUpSentToday: true,
  duplicateIds: [9],
  timeline: [
    {
      id: 1,
      kind: 'created',
      actor: null,
      fromStatus: null,
      toStatus: 'new',
      text: null,
      createdAt: '2026-03-04T10:00:00.000Z',
    },
    {
      id: 2,
      kind: 'status',
      actor: 'ivy',
      fromStatus: 'new',
      toStatus: 'contacted',
      text: null,
      createdAt: '2026-03-04T11:00:00.000Z',
    },
    {
      id: 3,
      kind: 'note',
      actor: 'ivy',
      fromStatus: null,
      toStatus: null,
      text: 'Call back Tuesday',
      createdAt: '2026-03-04T11:05:00.000Z',
    },
  ],
  delivery: null,
};

const json = (body: unknown, status = 200) => Response.json(body, { status });

function renderPanel(role: 'admin' | 'agent', routes: Record<string, () => Response> = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    if (key === 'GET /api/admin/session') return json({ username: 'ivy', role });
    if (key === 'GET /api/admin/leads/7/work') return json(work);
    if (key === 'GET /api/admin/users') return json([]);
    const answer = routes[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LeadWorkPanel id={7} onSelect={() => {}} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('LeadWorkPanel', () => {
  it('shows the timeline, the local time and that the lead may not be called', async () => {
    renderPanel('agent');
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Lead arrived', 'New → Contacted', 'Call back Tuesday']);
    expect(
      screen.getByText(
        /^Local time \d{1,2}:\d{2} [AP]M C[SD]T: (inside|outside) calling hours \(8 AM–9 PM\)\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Do not call: this lead did not agree to phone contact.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A follow-up went out today; the next one can go tomorrow.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send follow-up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'lead #9' })).toBeInTheDocument();
    // An agent cannot reassign.
    expect(screen.queryByLabelText(/Assigned agent/)).toBeNull();
  });

  it('asks why a lead was lost and sends the reason with the status', async () => {
    const fetchMock = renderPanel('admin', {
      'PATCH /api/admin/leads/7': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Pipeline status'), 'lost');
    await user.type(screen.getByLabelText('Why was it lost?'), 'Went with their employer');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      status: 'lost',
      lostReason: 'Went with their employer',
    });
    expect(await screen.findByLabelText(/Assigned agent/)).toBeInTheDocument();
  });
});
