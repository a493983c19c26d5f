import { describe, expect, it } from 'vitest';
import { priceRangeClasses, priceRangeText } from './price-range';

const nonSmoker = ['Preferred Plus', 'Preferred', 'Standard Plus', 'Standard'] as const;

describe('priceRangeText', () => {
  it('shows the cheapest and dearest class', () => {
    expect(
      priceRangeText({ minMonthly: 45.1, maxMonthly: 80.22, healthClasses: [...nonSmoker] }),
    ).toBe('$45.10 – $80.22');
  });

  it('collapses to one price when the range has one', () => {
    expect(
      priceRangeText({ minMonthly: 186.21, maxMonthly: 186.21, healthClasses: ['Tobacco'] }),
    ).toBe('$186.21');
  });
});

describe('priceRangeClasses', () => {
  it('names the best and worst class it spans', () => {
    expect(priceRangeClasses({ minMonthly: 1, maxMonthly: 2, healthClasses: [...nonSmoker] })).toBe(
      'Preferred Plus to Standard',
    );
    expect(priceRangeClasses({ minMonthly: 1, maxMonthly: 1, healthClasses: ['Tobacco'] })).toBe(
      'Tobacco class only',
    );
  });
});
