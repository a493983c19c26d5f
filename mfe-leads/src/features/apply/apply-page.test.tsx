import { QueryClientProvider } from '@tanstack/react-query';
import type { QuoteVerification } from '@termlens/contracts/quotes';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplyPage } from './apply-page';

const link =
  '/apply?company=Summit%20Mutual&premium=45.60&coverage=500000&rating=A%2B%2B&term=20&utm_source=termlens';

const verified = (annualPremium: number | null): QuoteVerification => ({
  verified: true,
  quote: {
    carrierId: 'summit-mutual',
    companyName: 'Summit Mutual',
    amBestRating: 'A++',
    monthlyPremium: 45.6,
    coverageAmount: 500_000,
    termLength: 20,
    annualPremium,
  },
});

function renderPage(url: string, answer: () => Response) {
  const fetchMock = vi.fn(async (_url: string) => answer());
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <ApplyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

/** The value the selected quote card shows for a label. */
const valueFor = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('ApplyPage', () => {
  it('shows the quote its link names once the API confirms it, 12 months and the annual price apart', async () => {
    const fetchMock = renderPage(link, () => Response.json(verified(521.14)));
    expect(screen.getByText('Checking the selected quote...')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: 'Selected Quote' });
    const card = heading.parentElement as HTMLElement;
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/quotes/verify?company=Summit+Mutual&premium=45.60&coverage=500000&term=20&rating=A%2B%2B',
      expect.anything(),
    );
    expect(valueFor(card, 'Company')).toBe('Summit Mutual');
    expect(valueFor(card, 'AM Best Rating')).toBe('A++');
    expect(valueFor(card, 'Monthly Premium')).toBe('$45.60');
    expect(valueFor(card, 'Annual Premium (12 × monthly)')).toBe('$547.20');
    expect(valueFor(card, 'If Paid Once a Year')).toBe('$521.14');
    expect(valueFor(card, 'Coverage')).toBe('$500,000');
    expect(valueFor(card, 'Term')).toBe('20 years');
  });

  it('leaves out the annual-pay price when the API does not know it', async () => {
    renderPage(link, () => Response.json(verified(null)));
    const heading = await screen.findByRole('heading', { name: 'Selected Quote' });
    expect(
      within(heading.parentElement as HTMLElement).queryByText('If Paid Once a Year'),
    ).toBeNull();
  });

  it.each([
    [
      'the API refuses it',
      () => Response.json({ verified: false, reason: 'No insurer of that name is quoted here' }),
    ],
    ['the link is malformed', () => Response.json({ error: 'Invalid request' }, { status: 400 })],
  ])('shows no quote when %s, and the form still', async (_, answer) => {
    renderPage('/apply?company=Acme%20Fake%20Life&premium=1&coverage=9999999999', answer);
    expect(await screen.findByText(/could not confirm the quote in this link/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Selected Quote' })).toBeNull();
    expect(screen.queryByText('Acme Fake Life')).toBeNull();
    expect(screen.getByLabelText('First Name *')).toBeEnabled();
  });

  it('asks nothing and shows no card for a link without a quote', () => {
    const fetchMock = renderPage('/apply', () => Response.json(verified(521.14)));
    expect(screen.queryByText(/Selected Quote|Checking the selected quote/)).toBeNull();
    expect(screen.getByLabelText('First Name *')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
