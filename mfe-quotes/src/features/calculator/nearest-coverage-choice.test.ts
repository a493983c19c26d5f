import { coverageChoices } from '@termlens/contracts/quote-choices';
import { describe, expect, it } from 'vitest';
import { nearestCoverageChoice } from './nearest-coverage-choice';

describe('nearestCoverageChoice', () => {
  it.each([
    [100_000, 250_000],
    [1_575_000, 1_500_000],
    [1_750_000, 2_000_000],
    [9_000_000, 2_000_000],
  ])('%d -> %d', (amount, choice) => {
    expect(nearestCoverageChoice(amount, coverageChoices)).toBe(choice);
  });
});
