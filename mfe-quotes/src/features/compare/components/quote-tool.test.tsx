import { QueryClientProvider } from '@tanstack/react-query';
import type { Quote, QuotesResponse } from '@termlens/contracts/quotes';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { QuoteTool } from './quote-tool';

const nonSmokerClasses: Quote['priceRange']['healthClasses'] = [
  'Preferred Plus',
  'Preferred',
  'Standard Plus',
  'Standard',
];

function quote(companyName: string, monthlyPremium: number): Quote {
  const carrierId = companyName.toLowerCase().replaceAll(' ', '-');
  return {
    id: `${carrierId}-20y-500000`,
    carrierId,
    companyName,
    amBestRating: 'A+',
    features: ['No-exam approval up to $1M', 'Convertible to age 70'],
    applicationUrl: `https://example.com/apply/${carrierId}`,
    coverageAmount: 500_000,
    termLength: 20,
    healthClass: 'Standard Plus',
    monthlyPremium,
    annualPremium: monthlyPremium * 11.5,
    priceRange: {
      minMonthly: monthlyPremium - 10,
      maxMonthly: monthlyPremium + 10,
      healthClasses: nonSmokerClasses,
    },
  };
}

const profile = { age: 35, coverage: 500_000, term: 20 } as const;
const twoQuotes: QuotesResponse = {
  profile,
  quotes: [quote('Harborline Life', 30), quote('Summit Mutual', 35)],
  excluded: [
    {
      carrierId: 'meridian-trust-life',
      companyName: 'Meridian Trust Life',
      reason: 'Not available in NY',
    },
  ],
};

let fetchMock: Mock;
function answer(body: QuotesResponse) {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
}
const askedUrl = () => new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x');

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderTool(path = '/compare') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <QuoteTool headingLevel={2} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function search(fill: Record<string, string> = {}) {
  for (const [label, value] of Object.entries(fill)) {
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Get Quotes' }));
  return screen.findByRole('table');
}

describe('QuoteTool', () => {
  it('says the insurers are samples, in the heading and on every row, with a reachable explanation', async () => {
    answer(twoQuotes);
    renderTool();
    await search();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Illustrative quotes from sample insurers' }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(within(row).getByRole('button', { name: /Illustrative sample/ })).toBeInTheDocument();
    }
    const badge = within(rows[0] as HTMLElement).getByRole('button', {
      name: /Illustrative sample/,
    });
    const explanation = document.getElementById(badge.getAttribute('aria-controls') ?? '');
    expect(explanation).not.toBeVisible();
    fireEvent.click(badge);
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    expect(explanation).toBeVisible();
    expect(explanation).toHaveTextContent(
      'Harborline Life is not a real insurer: it is a sample, and its rating, features and prices come from our own pricing model.',
    );
    expect(screen.getByText(/not from any insurer's published rates/)).toBeVisible();
    fireEvent.keyDown(badge, { key: 'Escape' });
    expect(explanation).not.toBeVisible();
  });

  it('shows the term, health class, features and what the price range spans on each row', async () => {
    answer(twoQuotes);
    renderTool();
    await search({ Age: '35', Coverage: '500000', 'Term length': '20' });
    const row = screen.getByRole('row', { name: /Harborline Life/ });
    const cell = (label: string) => row.querySelector(`td[data-label="${label}"]`);
    expect(cell('Monthly')).toHaveTextContent('$30.00at Standard Plus');
    expect(cell('Coverage')).toHaveTextContent('$500,00020-year term');
    expect(cell('Price range')).toHaveTextContent('$20.00 – $40.00Preferred Plus to Standard');
    const features = within(row).getByRole('list');
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No-exam approval up to $1M', 'Convertible to age 70']);
    // On phones only the button shows, and the list stays closed until it is pressed.
    const toggle = within(row).getByRole('button', { name: 'Show features (2)' });
    expect(features).toHaveAttribute('data-open', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide features (2)');
    expect(features).toHaveAttribute('data-open', 'true');
    expect(
      screen.getByText(/The price range is the monthly premium across the health classes/),
    ).toBeInTheDocument();
  });

  it('shows one price when a range has one, as for a smoker', async () => {
    const smoker = quote('Harborline Life', 186.21);
    smoker.healthClass = 'Tobacco';
    smoker.priceRange = { minMonthly: 186.21, maxMonthly: 186.21, healthClasses: ['Tobacco'] };
    answer({ ...twoQuotes, quotes: [smoker] });
    renderTool();
    fireEvent.click(screen.getByLabelText('Smoker'));
    await search();
    expect(screen.getByTestId('price-range')).toHaveTextContent(/^\$186\.21$/);
    expect(screen.getByText('Tobacco class only')).toBeInTheDocument();
  });

  it('lists the insurers left out, with their reasons, under the results', async () => {
    answer(twoQuotes);
    renderTool();
    await search();
    const left = screen.getByRole('region', { name: 'Insurers not shown for this search' });
    expect(left).toHaveTextContent('Meridian Trust Life: Not available in NY.');
    expect(screen.getByRole('table').compareDocumentPosition(left)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows the spec texts for an empty result, then the reasons the engine gave', async () => {
    const reason = 'Maximum issue age for a 30-year term is 55';
    answer({
      profile: { age: 60, coverage: 500_000, term: 30 },
      quotes: [],
      excluded: [
        { carrierId: 'harborline-life', companyName: 'Harborline Life', reason },
        { carrierId: 'summit-mutual', companyName: 'Summit Mutual', reason },
      ],
    });
    renderTool();
    fireEvent.change(screen.getByLabelText('Age', { exact: true }), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Term length'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get Quotes' }));
    expect(await screen.findByText('No quotes found for your criteria.')).toBeInTheDocument();
    expect(screen.getByText(/Try adjusting your search parameters/)).toBeInTheDocument();
    const why = screen.getByRole('region', { name: 'Why no insurer could quote this search' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Harborline Life: ${reason}.`, `Summit Mutual: ${reason}.`]);
    expect(screen.getByTestId('quote-summary')).toHaveTextContent(
      'Age 60 · $500,000 (assumed) · 30-year term · Non-smoker',
    );
  });

  it('says what it priced for the fields left on Any', async () => {
    answer(twoQuotes);
    renderTool();
    await search();
    expect(askedUrl().searchParams.has('age')).toBe(false);
    expect(screen.getByTestId('quote-summary')).toHaveTextContent(
      'Age 35 (assumed) · $500,000 (assumed) · 20-year term (assumed) · Non-smoker',
    );
    expect(screen.getByTestId('assumed-note')).toHaveTextContent(
      'You left age, coverage, and term length on “Any”, so we priced age 35, $500,000 of coverage, and a 20-year term in their place.',
    );
  });

  it('searches at once for the age and coverage the calculator sends', async () => {
    answer({ ...twoQuotes, profile: { ...profile, coverage: 2_000_000 } });
    renderTool('/compare?age=40&coverage=2000000');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(askedUrl().searchParams.get('age')).toBe('40');
    expect(askedUrl().searchParams.get('coverage')).toBe('2000000');
    expect(screen.getByLabelText('Age', { exact: true })).toHaveValue('40');
    expect(screen.getByLabelText('Coverage')).toHaveValue('2000000');
  });

  it('does not search by itself for values the form does not offer', () => {
    answer(twoQuotes);
    renderTool('/compare?age=37&coverage=123');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Age', { exact: true })).toHaveValue('');
  });
});
