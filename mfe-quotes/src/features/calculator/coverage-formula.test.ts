import { describe, expect, it } from 'vitest';
import { calculatorDefaults, estimateCoverage } from './coverage-formula';

describe('estimateCoverage', () => {
  it('recommends $1,575,000 and $126 a month for the defaults', () => {
    expect(estimateCoverage(calculatorDefaults)).toEqual({
      incomeReplacement: 750_000,
      dime: 640_000,
      humanLifeValue: 1_575_000,
      recommendation: 1_575_000,
      monthlyPremium: 126,
      incomeMultiple: 21,
    });
  });

  it('takes the largest method and rounds it to the nearest 25,000', () => {
    const estimate = estimateCoverage({ ...calculatorDefaults, age: 64, yearsOfSupport: 30 });
    // income replacement 2,250,000 beats DIME 640,000 and HLV 52,500
    expect(estimate.recommendation).toBe(2_250_000);
    const odd = estimateCoverage({
      ...calculatorDefaults,
      age: 64,
      yearsOfSupport: 5,
      debt: 37_600,
    });
    // DIME 652,600 rounds to 650,000
    expect(odd.recommendation).toBe(650_000);
    expect(odd.monthlyPremium).toBe(52);
  });

  it('ignores expenses, as the spec says', () => {
    expect(estimateCoverage({ ...calculatorDefaults, expenses: 999_999 })).toEqual(
      estimateCoverage(calculatorDefaults),
    );
  });
});
