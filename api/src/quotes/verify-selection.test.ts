import { ageChoices } from '@termlens/contracts/quote-choices';
import { describe, expect, it } from 'vitest';
import { defaultCarriers } from './default-carriers';
import { priceQuotes } from './price-quotes';
import { withQuoteDefaults } from './quote-input';
import { verifySelection } from './verify-selection';

// Every quote the compare tool can show at its default coverage and term.
const shown = ageChoices.flatMap(
  (age) =>
    priceQuotes(withQuoteDefaults({ age, smoker: age % 2 === 0, sex: 'female' }), defaultCarriers)
      .quotes,
);

const selectionOf = (quote: (typeof shown)[number]) => ({
  companyName: quote.companyName,
  monthlyPremium: quote.monthlyPremium,
  coverageAmount: quote.coverageAmount,
  termLength: quote.termLength,
  amBestRating: quote.amBestRating,
});

describe('verifySelection', () => {
  it('confirms every quote the compare tool shows, with its annual price when it is the only one', () => {
    expect(shown.length).toBeGreaterThan(20);
    for (const quote of shown) {
      const answer = verifySelection(selectionOf(quote), defaultCarriers);
      expect(answer).toMatchObject({
        verified: true,
        quote: { carrierId: quote.carrierId, monthlyPremium: quote.monthlyPremium },
      });
      const annual = answer.verified ? answer.quote.annualPremium : undefined;
      expect([quote.annualPremium, null]).toContain(annual);
    }
  });

  const summit = shown.find((quote) => quote.carrierId === 'summit-mutual');
  if (!summit) throw new Error('Summit Mutual quotes at the defaults');

  it.each([
    ['an unknown insurer', { companyName: 'Acme Fake Life' }, 'No insurer of that name'],
    ['another rating', { amBestRating: 'B+' }, 'is rated A++'],
    ['a premium a cent off', { monthlyPremium: summit.monthlyPremium + 0.01 }, 'no such premium'],
    ['a coverage the tool never quotes', { coverageAmount: 9_999_999_999 }, 'coverage amount'],
    ['a term the tool never quotes', { termLength: 25 }, 'term'],
  ])('refuses %s', (_, change, reason) => {
    const answer = verifySelection({ ...selectionOf(summit), ...change }, defaultCarriers);
    expect(answer).toEqual({ verified: false, reason: expect.stringContaining(reason) });
  });
});
