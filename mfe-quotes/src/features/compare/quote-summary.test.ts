import { describe, expect, it } from 'vitest';
import { emptyQuoteForm } from './form-values';
import { quoteSummary } from './quote-summary';

describe('quoteSummary', () => {
  it('shows every filled part', () => {
    expect(
      quoteSummary({ ...emptyQuoteForm, age: '35', coverage: '500000', term: '20', smoker: true }),
    ).toBe('Age 35 · $500,000 · 20-year term · Smoker');
  });

  it('leaves out what was not chosen', () => {
    expect(quoteSummary({ ...emptyQuoteForm, term: '10' })).toBe('10-year term · Non-smoker');
    expect(quoteSummary(emptyQuoteForm)).toBe('Non-smoker');
  });
});
