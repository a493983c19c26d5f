import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatCountOf, formatCoverage, formatCurrency, formatDate } from './format';

// The hand-written formats must say exactly what Intl's en-US formats say.
const intlUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlUsdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const intlDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const amounts = fc.oneof(
  fc.double({ min: -1e15, max: 1e15, noNaN: true }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
  // Halves, where rounding differs between methods.
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n + 0.5),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 100 + 0.005),
);

describe('formatCurrency and formatCoverage', () => {
  it('match Intl for the examples the site shows', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCoverage(500_000)).toBe('$500,000');
    expect(formatCoverage(1_500_000)).toBe('$1,500,000');
    expect(formatCoverage(999.5)).toBe('$1,000');
  });

  it('match Intl on any amount, rounding and sign included', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatCurrency(amount)).toBe(intlUsd.format(amount));
        expect(formatCoverage(amount)).toBe(intlUsdWhole.format(amount));
      }),
      { numRuns: 5000 },
    );
    for (const edge of [-0, -0.001, 0.005, 1.005, 2.675, 1e15 + 0.5])
      expect([formatCurrency(edge), formatCoverage(edge)]).toEqual([
        intlUsd.format(edge),
        intlUsdWhole.format(edge),
      ]);
  });
});

describe('formatCount', () => {
  it('groups whole numbers as Intl does', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
      }),
    );
  });
});

describe('formatDate', () => {
  it('writes the UTC calendar date in the long US form', () => {
    expect(formatDate('2026-01-05T23:30:00Z')).toBe('January 5, 2026');
    expect(formatDate(new Date(Date.UTC(2025, 11, 31)))).toBe('December 31, 2025');
  });

  it('matches Intl on any date from 1970 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(formatDate(new Date(ms))).toBe(intlDate.format(new Date(ms)));
        expect(formatDate(new Date(ms).toISOString())).toBe(intlDate.format(new Date(ms)));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a value that is not a date, as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => intlDate.format(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('formatCountOf', () => {
  it('puts the noun in the number the count needs', () => {
    expect(formatCountOf(1, 'download')).toBe('1 download');
    expect(formatCountOf(2, 'download')).toBe('2 downloads');
    expect(formatCountOf(1200, 'download')).toBe('1,200 downloads');
    expect(formatCountOf(0, 'story', 'stories')).toBe('0 stories');
  });
});
