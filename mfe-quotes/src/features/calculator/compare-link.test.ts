import { coverageChoices } from '@termlens/contracts/quote-choices';
import { describe, expect, it } from 'vitest';
import { choiceAtOrAbove, compareChoices, compareHref } from './compare-link';

describe('choiceAtOrAbove', () => {
  it.each([
    [100_000, 250_000],
    [250_000, 250_000],
    [1_575_000, 2_000_000],
    [1_500_000, 1_500_000],
    [1_500_001, 2_000_000],
    [9_000_000, 2_000_000],
  ])('%d -> %d', (amount, choice) => {
    expect(choiceAtOrAbove(amount, coverageChoices)).toBe(choice);
  });
});

describe('compareChoices', () => {
  it('takes the age and coverage at or above the calculator figures', () => {
    expect(compareChoices(35, 1_575_000)).toEqual({ age: 35, coverage: 2_000_000 });
    expect(compareChoices(37, 650_000)).toEqual({ age: 40, coverage: 750_000 });
    expect(compareChoices(18, 100_000)).toEqual({ age: 25, coverage: 250_000 });
    expect(compareChoices(72, 3_000_000)).toEqual({ age: 60, coverage: 2_000_000 });
  });
});

describe('compareHref', () => {
  it('carries both to /compare', () => {
    expect(compareHref({ age: 40, coverage: 750_000 })).toBe('/compare?age=40&coverage=750000');
  });
});
