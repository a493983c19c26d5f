import { describe, expect, it } from 'vitest';
import { bandedAnnualPremium, bandFactorFor, standardCoverageBands } from './coverage-bands';

describe('bandFactorFor', () => {
  it('uses the band the coverage falls in', () => {
    expect(bandFactorFor(standardCoverageBands, 100_000)).toBe(1.25);
    expect(bandFactorFor(standardCoverageBands, 249_999)).toBe(1.25);
    expect(bandFactorFor(standardCoverageBands, 250_000)).toBe(1.1);
    expect(bandFactorFor(standardCoverageBands, 999_999)).toBe(1);
    expect(bandFactorFor(standardCoverageBands, 1_000_000)).toBe(0.88);
    expect(bandFactorFor(standardCoverageBands, 5_000_000)).toBe(0.88);
  });

  it('does not depend on band order and defaults to 1', () => {
    expect(bandFactorFor([...standardCoverageBands].reverse(), 600_000)).toBe(1);
    expect(bandFactorFor([{ minCoverage: 100_000, factor: 1.2 }], 50_000)).toBe(1);
  });
});

describe('bandedAnnualPremium', () => {
  const perDollar = (face: number, factor: number) => face * factor * 0.001 + 50;

  it('caps a premium at the price of the next band start', () => {
    // 990k at factor 1 would cost more than 1M at factor 0.88.
    expect(bandedAnnualPremium(standardCoverageBands, 990_000, 10_000_000, perDollar)).toBeCloseTo(
      perDollar(1_000_000, 0.88),
      9,
    );
    expect(bandedAnnualPremium(standardCoverageBands, 600_000, 10_000_000, perDollar)).toBeCloseTo(
      perDollar(600_000, 1),
      9,
    );
  });

  it('ignores band starts above the maximum coverage', () => {
    expect(bandedAnnualPremium(standardCoverageBands, 990_000, 990_000, perDollar)).toBeCloseTo(
      perDollar(990_000, 1),
      9,
    );
  });
});
