import { describe, expect, it } from 'vitest';
import { coverageDefaults, estimateCoverage } from './coverage-formula';

describe('estimateCoverage', () => {
  it('recommends $1,575,000 and $126 a month for the defaults', () => {
    expect(estimateCoverage(coverageDefaults)).toEqual({
      incomeReplacement: 750_000,
      dime: 640_000,
      humanLifeValue: 1_575_000,
      recommendation: 1_575_000,
      monthlyPremium: 126,
      incomeMultiple: 21,
    });
  });

  it('takes the largest method and rounds it to the nearest 25,000', () => {
    const estimate = estimateCoverage({ ...coverageDefaults, age: 64, yearsOfSupport: 30 });
    // income replacement 2,250,000 beats DIME 640,000 and HLV 52,500
    expect(estimate.recommendation).toBe(2_250_000);
    const odd = estimateCoverage({
      ...coverageDefaults,
      age: 64,
      yearsOfSupport: 5,
      debt: 37_600,
    });
    // DIME 652,600 rounds to 650,000
    expect(odd.recommendation).toBe(650_000);
    expect(odd.monthlyPremium).toBe(52);
  });

  it('ignores expenses, which no method uses', () => {
    expect(estimateCoverage({ ...coverageDefaults, expenses: 999_999 })).toEqual(
      estimateCoverage(coverageDefaults),
    );
  });

  it('rounds a recommendation half way between two steps up, as Excel does', () => {
    // DIME 662,500 is 26.5 steps of 25,000; Excel's ROUND makes it 27
    const { dime, recommendation } = estimateCoverage({
      ...coverageDefaults,
      debt: 47_500,
      age: 64,
      yearsOfSupport: 5,
    });
    expect([dime, recommendation]).toEqual([662_500, 675_000]);
  });

  it('leaves the income multiple empty without income', () => {
    expect(estimateCoverage({ ...coverageDefaults, income: 0 }).incomeMultiple).toBeNull();
  });
});
