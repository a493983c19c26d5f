import type { Sex } from '@termlens/contracts/quote-choices';
import { describe, expect, it } from 'vitest';
import { defaultCarriers } from './default-carriers';
import { priceQuotes } from './price-quotes';
import type { QuoteInput } from './types';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid];
  const lower = sorted[sorted.length % 2 === 1 ? mid : mid - 1];
  if (upper === undefined || lower === undefined) throw new Error('no quotes to take a median of');
  return (lower + upper) / 2;
}

function medianMonthly(overrides: Partial<QuoteInput>): number {
  const input: QuoteInput = {
    age: 35,
    coverage: 500_000,
    term: 20,
    smoker: false,
    excellentHealth: true,
    ...overrides,
  };
  return median(priceQuotes(input, defaultCarriers).quotes.map((q) => q.monthlyPremium));
}

// Market monthly premiums, 20-year term, $500,000, best class (Preferred Plus), non-smoker.
const targets: [Sex, number, number][] = [
  ['male', 25, 26.98],
  ['male', 30, 29.32],
  ['male', 35, 30.52],
  ['male', 40, 42.95],
  ['male', 45, 61.19],
  ['male', 55, 152.65],
  ['female', 25, 20.92],
  ['female', 30, 22.99],
  ['female', 35, 25.56],
  ['female', 40, 35.27],
  ['female', 45, 48.14],
  ['female', 55, 110.51],
];

const ruleAges = [30, 35, 40, 45, 50];
const sexes: (Sex | undefined)[] = ['male', 'female', undefined];

describe('calibration to market premiums', () => {
  it.each(targets)(
    '%s %i: median Preferred Plus premium within 20%% of $%d',
    (sex, age, target) => {
      const result = priceQuotes(
        { age, sex, coverage: 500_000, term: 20, smoker: false, excellentHealth: true },
        defaultCarriers,
      );
      expect(result.excluded).toEqual([]);
      expect(result.quotes.every((q) => q.healthClass === 'Preferred Plus')).toBe(true);
      const actual = medianMonthly({ sex, age });
      expect(Math.abs(actual / target - 1)).toBeLessThanOrEqual(0.2);
    },
  );
});

describe('market rules of thumb, on the median across carriers', () => {
  it.each(sexes)('smokers pay 2.2-4.8x non-smokers (sex %s)', (sex) => {
    for (const age of ruleAges) {
      for (const excellentHealth of [true, false]) {
        const ratio =
          medianMonthly({ sex, age, smoker: true, excellentHealth }) /
          medianMonthly({ sex, age, excellentHealth });
        expect(ratio, `age ${age}, excellentHealth ${excellentHealth}`).toBeGreaterThanOrEqual(2.2);
        expect(ratio, `age ${age}, excellentHealth ${excellentHealth}`).toBeLessThanOrEqual(4.8);
      }
    }
  });

  it.each(sexes)('a 30-year term costs 1.3-2x a 20-year term (sex %s)', (sex) => {
    for (const age of ruleAges) {
      const ratio = medianMonthly({ sex, age, term: 30 }) / medianMonthly({ sex, age, term: 20 });
      expect(ratio, `age ${age}`).toBeGreaterThanOrEqual(1.3);
      expect(ratio, `age ${age}`).toBeLessThanOrEqual(2);
    }
  });

  it.each(sexes)('$1M costs 1.55-1.9x $500k (sex %s)', (sex) => {
    for (const age of ruleAges) {
      const ratio =
        medianMonthly({ sex, age, coverage: 1_000_000 }) /
        medianMonthly({ sex, age, coverage: 500_000 });
      expect(ratio, `age ${age}`).toBeGreaterThanOrEqual(1.55);
      expect(ratio, `age ${age}`).toBeLessThanOrEqual(1.9);
    }
  });

  it('men pay 20-30% more than women at 30-45', () => {
    for (const age of [30, 35, 40, 45]) {
      for (const excellentHealth of [true, false]) {
        const ratio =
          medianMonthly({ sex: 'male', age, excellentHealth }) /
          medianMonthly({ sex: 'female', age, excellentHealth });
        expect(ratio, `age ${age}`).toBeGreaterThanOrEqual(1.2);
        expect(ratio, `age ${age}`).toBeLessThanOrEqual(1.3);
      }
    }
  });

  it('prices a blended applicant between a woman and a man', () => {
    for (const age of ruleAges) {
      const blended = medianMonthly({ age });
      expect(blended).toBeGreaterThan(medianMonthly({ sex: 'female', age }));
      expect(blended).toBeLessThan(medianMonthly({ sex: 'male', age }));
    }
  });

  it('per $1,000, $1M is cheaper than $500k, which is cheaper than $250k', () => {
    for (const age of ruleAges) {
      const per1000 = (coverage: number) => medianMonthly({ age, coverage }) / (coverage / 1000);
      expect(per1000(1_000_000)).toBeLessThan(per1000(500_000));
      expect(per1000(500_000)).toBeLessThan(per1000(250_000));
    }
  });
});
