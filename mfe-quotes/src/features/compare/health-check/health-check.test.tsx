import { QueryClientProvider } from '@tanstack/react-query';
import type { EstimatedQuote, EstimateResponse } from '@termlens/contracts/health-check';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { emptyQuoteForm } from '../form-values';
import { HealthCheck } from './health-check';

function estimated(
  companyName: string,
  monthly: number,
  estimate: Partial<EstimatedQuote['estimate']>,
) {
  const carrierId = companyName.toLowerCase().replaceAll(' ', '-');
  return {
    id: `${carrierId}-20y-500000`,
    carrierId,
    companyName,
    amBestRating: 'A+',
    features: [],
    applicationUrl: `https://example.com/apply/${carrierId}`,
    coverageAmount: 500_000,
    termLength: 20,
    healthClass: 'Standard Plus',
    monthlyPremium: monthly,
    annualPremium: monthly * 11.5,
    priceRange: {
      minMonthly: monthly - 10,
      maxMonthly: monthly + 15,
      healthClasses: ['Preferred Plus', 'Preferred', 'Standard Plus', 'Standard'],
    },
    estimate: {
      healthClass: 'Preferred Plus',
      tableRating: 0,
      monthlyPremium: monthly - 10,
      annualPremium: (monthly - 10) * 11.5,
      reasons: [],
      ...estimate,
    },
  } satisfies EstimatedQuote;
}

const answer: EstimateResponse = {
  profile: { age: 40, coverage: 500_000, term: 20 },
  quotes: [
    estimated('Prairie Oak Insurance', 40, {}),
    estimated('Harborline Life', 42, {
      healthClass: 'Standard Plus',
      monthlyPremium: 55.5,
      reasons: ["Blood pressure 142/88 is above this insurer's Preferred limit of 140/90"],
    }),
  ],
  excluded: [],
  declined: [
    {
      carrierId: 'northgate-life',
      companyName: 'Northgate Life',
      reason:
        'Weight 250 lb at 5 ft 10 in is above the most this insurer accepts at that height, 233 lb',
    },
  ],
};

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderCheck() {
  const search = {
    ...emptyQuoteForm,
    age: '40',
    coverage: '500000',
    term: '20',
    sex: 'male' as const,
  };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <HealthCheck searched={search} headingLevel={2} />
    </QueryClientProvider>,
  );
}

describe('HealthCheck', () => {
  it('opens from "Refine my price" and asks nothing until then', async () => {
    renderCheck();
    const toggle = screen.getByRole('button', { name: 'Refine my price' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Health check' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the health check' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('form', { name: 'Health check' })).toBeInTheDocument();
    expect(screen.getByText(/never stored/)).toBeInTheDocument();
  });

  it('sends the answers in a POST body, never the URL or storage, and shows each estimate', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 }));
    renderCheck();
    await userEvent.click(screen.getByRole('button', { name: 'Refine my price' }));
    await userEvent.selectOptions(screen.getByLabelText('Height, feet'), '5');
    await userEvent.selectOptions(screen.getByLabelText('and inches'), '10');
    await userEvent.type(screen.getByLabelText('Weight (lb)'), '250');
    await userEvent.type(screen.getByLabelText('Top number (systolic)'), '142');
    await userEvent.type(screen.getByLabelText('Bottom number (diastolic)'), '88');
    await userEvent.click(screen.getByRole('button', { name: 'Estimate my price' }));

    const heading = await screen.findByRole('heading', {
      name: 'Your estimated class with each insurer',
    });
    expect(heading).toHaveFocus();
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe('/api/quotes/estimate');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      age: 40,
      coverage: 500_000,
      term: 20,
      smoker: false,
      excellentHealth: false,
      sex: 'male',
      heightInches: 70,
      weightPounds: 250,
      systolic: 142,
      diastolic: 88,
    });
    expect(localStorage.length + sessionStorage.length).toBe(0);

    const rows = screen.getAllByTestId('health-estimate');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Prairie Oak InsuranceGO',
      'Harborline LifeGO',
    ]);
    const harborline = rows[1] as HTMLElement;
    expect(within(harborline).getByTestId('estimated-class')).toHaveTextContent('Standard Plus');
    expect(within(harborline).getByTestId('estimated-price')).toHaveTextContent('$55.50');
    expect(harborline).toHaveTextContent('$32.00 at Preferred Plus');
    expect(within(harborline).getByTestId('estimate-reasons')).toHaveTextContent(
      "Blood pressure 142/88 is above this insurer's Preferred limit of 140/90.",
    );
    const noGo = screen.getByRole('region', { name: /NO GO/ });
    expect(noGo).toHaveTextContent('Northgate Life');
    expect(noGo).toHaveTextContent('above the most this insurer accepts');
  });

  it('shows the API’s message beside the field it is about', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: 'Invalid request',
          fields: { heightInches: 'Height must be between 4 ft 0 in and 7 ft 6 in' },
        }),
        { status: 400 },
      ),
    );
    renderCheck();
    await userEvent.click(screen.getByRole('button', { name: 'Refine my price' }));
    await userEvent.selectOptions(screen.getByLabelText('Height, feet'), '7');
    await userEvent.selectOptions(screen.getByLabelText('and inches'), '11');
    await userEvent.click(screen.getByRole('button', { name: 'Estimate my price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('check the answers');
    const feet = screen.getByLabelText('Height, feet');
    expect(feet).toHaveAttribute('aria-invalid', 'true');
    expect(feet).toHaveAccessibleDescription('Height must be between 4 ft 0 in and 7 ft 6 in');
  });
});
