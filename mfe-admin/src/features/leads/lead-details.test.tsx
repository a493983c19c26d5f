import { QueryClientProvider } from '@tanstack/react-query';
import type { LeadDetails as LeadDetailsData } from '@termlens/contracts/admin';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadDetails } from './lead-details';

const lead: LeadDetailsData = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  coverageAmount: 500_000,
  termLength: 20,
  age: 40,
  zipCode: '10013',
  smoker: false,
  primaryConcern: 'family',
  marketingOptIn: false,
  utm_source: 'termlens',
  utm_medium: 'comparison',
  utm_campaign: 'quotes',
  dateOfBirth: '1986-01-02',
  selectedQuote: null,
  consents: [],
  status: 'new',
  assignedTo: null,
  duplicateOfId: null,
};

function renderDetails(details: LeadDetailsData) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(details)),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LeadDetails id={details.id} />
    </QueryClientProvider>,
  );
}

/** The value the details list shows for a term. */
const valueFor = async (term: string) =>
  (await screen.findByText(term, { selector: 'dt' })).nextElementSibling?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('LeadDetails', () => {
  it('shows the quote the lead picked on /apply', async () => {
    renderDetails({
      ...lead,
      selectedQuote: {
        companyName: 'Summit Mutual',
        monthlyPremium: 45.6,
        coverageAmount: 500_000,
        termLength: 20,
        amBestRating: 'A++',
      },
    });
    expect(await valueFor('Selected quote')).toBe(
      'Summit Mutual (AM Best A++): $45.60 a month for $500,000 over 20 years',
    );
  });

  it('shows a dash for a lead that picked no quote', async () => {
    renderDetails(lead);
    expect(await valueFor('Selected quote')).toBe('—');
  });
});
