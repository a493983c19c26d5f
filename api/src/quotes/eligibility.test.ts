import { describe, expect, it } from 'vitest';
import { defaultCarriers } from './default-carriers';
import { formatDollars, ineligibilityReasons } from './eligibility';
import { priceQuotes } from './price-quotes';
import type { CarrierPricing, QuoteInput } from './types';

function carrier(id: string): CarrierPricing {
  const found = defaultCarriers.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no carrier ${id}`);
  return found;
}

const base: QuoteInput = {
  age: 35,
  coverage: 500_000,
  term: 20,
  smoker: false,
  excellentHealth: true,
};

describe('ineligibilityReasons', () => {
  it('is empty for an ordinary applicant', () => {
    for (const c of defaultCarriers) expect(ineligibilityReasons(c, base, 'IL')).toEqual([]);
  });

  it('names the maximum issue age for the term', () => {
    expect(
      ineligibilityReasons(carrier('harborline-life'), { ...base, age: 56, term: 30 }, undefined),
    ).toEqual(['Maximum issue age for a 30-year term is 55']);
    expect(
      ineligibilityReasons(carrier('harborline-life'), { ...base, age: 55, term: 30 }, undefined),
    ).toEqual([]);
  });

  it('names the excluded state', () => {
    expect(ineligibilityReasons(carrier('meridian-trust-life'), base, 'NY')).toEqual([
      'Not available in NY',
    ]);
    expect(ineligibilityReasons(carrier('prairie-oak-insurance'), base, 'CA')).toEqual([
      'Not available in CA',
    ]);
    expect(ineligibilityReasons(carrier('prairie-oak-insurance'), base, 'ND')).toEqual([
      'Not available in ND',
    ]);
    expect(ineligibilityReasons(carrier('prairie-oak-insurance'), base, 'NY')).toEqual([]);
  });

  it('names the coverage limits', () => {
    expect(
      ineligibilityReasons(carrier('northgate-life'), { ...base, coverage: 1_000_001 }, undefined),
    ).toEqual(['Coverage above $1,000,000 is not offered']);
    expect(
      ineligibilityReasons(carrier('northgate-life'), { ...base, coverage: 1_000_000 }, undefined),
    ).toEqual([]);
    expect(
      ineligibilityReasons(carrier('cedarbrook-mutual'), { ...base, coverage: 100_000 }, undefined),
    ).toEqual(['Coverage below $250,000 is not offered']);
  });

  it('lists every reason that applies', () => {
    expect(
      ineligibilityReasons(
        carrier('meridian-trust-life'),
        { ...base, age: 70, term: 20, coverage: 20_000_000 },
        'NY',
      ),
    ).toEqual([
      'Not available in NY',
      'Maximum issue age for a 20-year term is 65',
      'Coverage above $10,000,000 is not offered',
    ]);
  });
});

describe('priceQuotes eligibility', () => {
  it('offers no 30-year term at 60 or above', () => {
    for (const age of [60, 65, 85]) {
      const result = priceQuotes({ ...base, age, term: 30 }, defaultCarriers);
      expect(result.quotes).toEqual([]);
      expect(result.excluded).toHaveLength(defaultCarriers.length);
      for (const e of result.excluded)
        expect(e.reason).toMatch(/^Maximum issue age for a 30-year term is 5\d$/);
    }
  });

  it('keeps 30-year maximum issue ages between 50 and 55', () => {
    for (const c of defaultCarriers) {
      expect(c.maxIssueAgeByTerm[30]).toBeGreaterThanOrEqual(50);
      expect(c.maxIssueAgeByTerm[30]).toBeLessThanOrEqual(55);
    }
  });

  it('leaves out carriers that do not sell in the ZIP code state', () => {
    const ny = priceQuotes({ ...base, zipCode: '10001' }, defaultCarriers);
    expect(ny.excluded).toEqual([
      {
        carrierId: 'meridian-trust-life',
        companyName: 'Meridian Trust Life',
        reason: 'Not available in NY',
      },
    ]);
    expect(ny.quotes.map((q) => q.carrierId)).not.toContain('meridian-trust-life');

    const nd = priceQuotes({ ...base, zipCode: '58102' }, defaultCarriers);
    expect(nd.excluded.map((e) => e.reason)).toEqual(['Not available in ND']);
    const ca = priceQuotes({ ...base, zipCode: '90210' }, defaultCarriers);
    expect(ca.excluded.map((e) => e.carrierId)).toEqual(['prairie-oak-insurance']);
  });

  it('applies no state restriction for an unassigned ZIP prefix', () => {
    const result = priceQuotes({ ...base, zipCode: '00001' }, defaultCarriers);
    expect(result.excluded).toEqual([]);
    expect(result.quotes).toHaveLength(defaultCarriers.length);
  });

  it('never prices an ineligible carrier', () => {
    const result = priceQuotes({ ...base, coverage: 2_500_000 }, defaultCarriers);
    const excludedIds = result.excluded.map((e) => e.carrierId);
    expect(excludedIds).toEqual(['northgate-life', 'evergreen-assurance']);
    expect(result.excluded.map((e) => e.reason)).toEqual([
      'Coverage above $1,000,000 is not offered',
      'Coverage above $2,000,000 is not offered',
    ]);
    for (const id of excludedIds) expect(result.quotes.map((q) => q.carrierId)).not.toContain(id);
  });
});

describe('formatDollars', () => {
  it('groups thousands', () => {
    expect(formatDollars(1_000_000)).toBe('$1,000,000');
    expect(formatDollars(250_000)).toBe('$250,000');
    expect(formatDollars(999)).toBe('$999');
  });
});
