import { describe, expect, it } from 'vitest';
import {
  grossAnnualPremium,
  levelNetPremiumRate,
  monthlyFromAnnual,
  roundToCents,
} from './level-premium';

describe('levelNetPremiumRate', () => {
  it('is q discounted one year when mortality is flat', () => {
    // With constant q every year's premium equals that year's expected claim, paid a year later.
    expect(levelNetPremiumRate([0.01, 0.01, 0.01], 0.04)).toBeCloseTo(0.01 / 1.04, 12);
  });

  it('matches a hand-computed two-year case', () => {
    const v = 1 / 1.04;
    const benefits = v * 0.01 + v * v * 0.99 * 0.02;
    const annuity = 1 + v * 0.99;
    expect(levelNetPremiumRate([0.01, 0.02], 0.04)).toBeCloseTo(benefits / annuity, 12);
  });

  it('lies between the first and last discounted rates when mortality rises', () => {
    const rate = levelNetPremiumRate([0.001, 0.002, 0.004], 0.04);
    expect(rate).toBeGreaterThan(0.001 / 1.04);
    expect(rate).toBeLessThan(0.004 / 1.04);
  });
});

describe('gross premium', () => {
  it('loads as a share of gross premium and adds the fee', () => {
    expect(
      grossAnnualPremium({
        netRate: 0.001,
        faceAmount: 500_000,
        bandFactor: 1,
        expenseLoad: 0.2,
        policyFee: 60,
      }),
    ).toBeCloseTo(500 / 0.8 + 60, 9);
  });

  it('rounds to cents and applies the monthly modal factor', () => {
    expect(roundToCents(12.344)).toBe(12.34);
    expect(roundToCents(12.346)).toBe(12.35);
    expect(monthlyFromAnnual(400)).toBe(35);
  });
});
