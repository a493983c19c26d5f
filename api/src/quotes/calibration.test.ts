import type { Sex } from '@termlens/contracts/quote-choices';
import { describe, expect, it } from 'vitest';
import { defaultCarriers } from './default-carriers';
import { type SurveyCell, surveyCells } from './market-rate-surveys';
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

/** The median of the three cheapest quotes for a survey cell, in the survey's period. */
function cheapestThreeMedian(cell: SurveyCell): number {
  const { quotes } = priceQuotes(
    {
      age: cell.age,
      sex: cell.sex,
      coverage: cell.coverage,
      term: cell.term,
      smoker: cell.smoker,
      excellentHealth: true,
    },
    defaultCarriers,
  );
  const premiums = quotes
    .map((q) => (cell.survey.period === 'annual' ? q.annualPremium : q.monthlyPremium))
    .sort((a, b) => a - b);
  const second = premiums[1];
  if (premiums.length < 3 || second === undefined) {
    throw new Error(`fewer than three quotes for ${JSON.stringify(cell)}`);
  }
  return second;
}

describe('calibration to published rate surveys', () => {
  it('covers every term, ages 25-65, $250,000-$1,000,000, both sexes and smokers', () => {
    const terms = new Set(surveyCells.map((cell) => cell.term));
    expect([...terms].sort((a, b) => a - b)).toEqual([10, 15, 20, 30]);
    const ages = surveyCells.map((cell) => cell.age);
    expect([Math.min(...ages), Math.max(...ages)]).toEqual([25, 65]);
    const coverages = new Set(surveyCells.map((cell) => cell.coverage));
    expect([...coverages].sort((a, b) => a - b)).toEqual([250_000, 500_000, 1_000_000]);
    expect(new Set(surveyCells.map((cell) => cell.sex)).size).toBe(2);
    expect(surveyCells.some((cell) => cell.smoker)).toBe(true);
    expect(new Set(surveyCells.map((cell) => cell.survey.name)).size).toBeGreaterThanOrEqual(4);
  });

  it('puts at least 90% of the cells within 20% of the median of the three cheapest quotes', () => {
    const misses = surveyCells
      .map((cell) => ({ cell, ratio: cheapestThreeMedian(cell) / cell.premium }))
      .filter(({ ratio }) => Math.abs(ratio - 1) > 0.2)
      .map(
        ({ cell, ratio }) =>
          `${cell.survey.name}: ${cell.sex} ${cell.age}, ${cell.term} years, $${cell.coverage}${cell.smoker ? ', smoker' : ''}: ${ratio.toFixed(2)}x`,
      );
    const within = 1 - misses.length / surveyCells.length;
    expect(within, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps every cell within 35%, so no term or age is far off', () => {
    for (const cell of surveyCells) {
      const ratio = cheapestThreeMedian(cell) / cell.premium;
      expect(
        Math.abs(ratio - 1),
        JSON.stringify({ ...cell, survey: cell.survey.name }),
      ).toBeLessThan(0.35);
    }
  });
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
