import { QueryClientProvider } from '@tanstack/react-query';
import type { AdminOutboxEmail } from '@termlens/contracts/admin';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxPanel } from './outbox-panel';

const email = (id: number, status: AdminOutboxEmail['status']): AdminOutboxEmail => ({
  id,
  kind: 'lead-quotes',
  to: 'ada@example.com',
  subject: `Email ${id}`,
  status,
  attempts: 1,
  lastError: null,
  sentAt: new Date().toISOString(),
  createdAt: new Date().toISOString(),
});

afterEach(() => vi.unstubAllGlobals());

describe('OutboxPanel', () => {
  it('says an email kept without SMTP was recorded, and only a delivered one was sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([email(2, 'recorded'), email(1, 'sent')])),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OutboxPanel />
      </QueryClientProvider>,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Email 2recorded (no SMTP)');
    expect(items[1]).toHaveTextContent('Email 1sent');
    expect(items[1]).not.toHaveTextContent('no SMTP');
  });
});
