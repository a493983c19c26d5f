import { describe, expect, it } from 'vitest';
import { emptyQuoteForm } from './form-values';
import { assumedNote, quoteSummary } from './quote-summary';

const profile = { age: 35, coverage: 500_000, term: 20 } as const;

describe('quoteSummary', () => {
  it('shows every chosen part as chosen', () => {
    expect(
      quoteSummary(
        { ...emptyQuoteForm, age: '35', coverage: '500000', term: '20', smoker: true },
        profile,
      ),
    ).toBe('Age 35 · $500,000 · 20-year term · Smoker');
  });

  it('shows what was priced for a field left on Any, marked assumed', () => {
    expect(quoteSummary({ ...emptyQuoteForm, term: '10' }, { ...profile, term: 10 })).toBe(
      'Age 35 (assumed) · $500,000 (assumed) · 10-year term · Non-smoker',
    );
    expect(quoteSummary(emptyQuoteForm, profile)).toBe(
      'Age 35 (assumed) · $500,000 (assumed) · 20-year term (assumed) · Non-smoker',
    );
  });
});

describe('assumedNote', () => {
  it('names the fields left on Any', () => {
    expect(assumedNote({ ...emptyQuoteForm, age: '40', term: '10' }, profile)).toBe(
      'You left coverage on “Any”, so we priced $500,000 of coverage in its place. Choose your own for prices that fit you.',
    );
    expect(assumedNote(emptyQuoteForm, profile)).toMatch(
      /^You left age, coverage, and term length on “Any”, so we priced age 35, \$500,000 of coverage, and a 20-year term in their place\./,
    );
  });

  it('says nothing when every field was chosen', () => {
    const chosen = { ...emptyQuoteForm, age: '40', coverage: '250000', term: '10' };
    expect(assumedNote(chosen, profile)).toBe(null);
  });
});
