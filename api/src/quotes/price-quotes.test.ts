import { amBestRatings, healthClasses, termChoices } from '@termlens/contracts/quote-choices';
import { describe, expect, it } from 'vitest';
import { defaultCarriers } from './default-carriers';
import { carrierClassPremium, priceQuotes } from './price-quotes';
import { withQuoteDefaults } from './quote-input';
import type { QuoteInput } from './types';

function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

function carrierFor(id: string) {
  return defined(defaultCarriers.find((c) => c.id === id));
}

const input: QuoteInput = {
  age: 35,
  coverage: 500_000,
  term: 20,
  smoker: false,
  excellentHealth: true,
  sex: 'male',
};

describe('priceQuotes', () => {
  it('returns one complete quote per eligible carrier', () => {
    const { quotes, excluded } = priceQuotes(input, defaultCarriers);
    expect(excluded).toEqual([]);
    expect(quotes).toHaveLength(defaultCarriers.length);
    for (const q of quotes) {
      const carrier = defaultCarriers.find((c) => c.id === q.carrierId);
      expect(carrier).toBeDefined();
      expect(q).toMatchObject({
        id: `${q.carrierId}-20y-500000`,
        companyName: carrier?.companyName,
        amBestRating: carrier?.amBestRating,
        features: carrier?.features,
        applicationUrl: carrier?.applicationUrl,
        coverageAmount: 500_000,
        termLength: 20,
        healthClass: 'Preferred Plus',
      });
      expect(q.priceRange.minMonthly).toBe(q.monthlyPremium);
      expect(q.priceRange.maxMonthly).toBeGreaterThan(q.monthlyPremium);
    }
  });

  it('sorts by monthly premium, then company name', () => {
    const { quotes } = priceQuotes(input, defaultCarriers);
    for (let i = 1; i < quotes.length; i++) {
      const prev = quotes[i - 1];
      const cur = quotes[i];
      if (prev === undefined || cur === undefined) throw new Error('unreachable');
      expect(prev.monthlyPremium).toBeLessThanOrEqual(cur.monthlyPremium);
    }
    const original = defined(defaultCarriers[0]);
    const twin = { ...original, id: 'aaa-twin', companyName: 'Aaa Twin Life' };
    const withTwin = priceQuotes(input, [original, twin]).quotes;
    expect(withTwin.map((q) => q.companyName)).toEqual(['Aaa Twin Life', original.companyName]);
  });

  it('assumes Standard Plus for a non-smoker without excellent health and ranges over four classes', () => {
    const { quotes } = priceQuotes({ ...input, excellentHealth: false }, defaultCarriers);
    for (const q of quotes) {
      const carrier = carrierFor(q.carrierId);
      const base = { ...input, excellentHealth: false };
      expect(q.healthClass).toBe('Standard Plus');
      expect(q.monthlyPremium).toBe(
        carrierClassPremium(carrier, base, 'Standard Plus').monthlyPremium,
      );
      expect(q.priceRange).toEqual({
        minMonthly: carrierClassPremium(carrier, base, 'Preferred Plus').monthlyPremium,
        maxMonthly: carrierClassPremium(carrier, base, 'Standard').monthlyPremium,
        healthClasses: ['Preferred Plus', 'Preferred', 'Standard Plus', 'Standard'],
      });
    }
  });

  it('quotes smokers at Tobacco with a single-class range', () => {
    for (const excellentHealth of [true, false]) {
      const { quotes } = priceQuotes({ ...input, smoker: true, excellentHealth }, defaultCarriers);
      for (const q of quotes) {
        expect(q.healthClass).toBe('Tobacco');
        expect(q.priceRange).toEqual({
          minMonthly: q.monthlyPremium,
          maxMonthly: q.monthlyPremium,
          healthClasses: ['Tobacco'],
        });
      }
    }
  });

  it('gives the same prices for carriers that went through JSON', () => {
    const stored = JSON.parse(JSON.stringify(defaultCarriers)) as typeof defaultCarriers;
    expect(stored).toEqual(defaultCarriers);
    for (const term of termChoices) {
      const i = { ...input, term, age: 45 };
      expect(priceQuotes(i, stored)).toEqual(priceQuotes(i, defaultCarriers));
    }
  });

  it('does not share mutable arrays with the carrier data', () => {
    const { quotes } = priceQuotes(input, defaultCarriers);
    const first = defined(quotes[0]);
    const carrier = carrierFor(first.carrierId);
    expect(first.features).not.toBe(carrier.features);
  });

  it.each([
    [{ age: 17 }],
    [{ age: 86 }],
    [{ age: 35.5 }],
    [{ coverage: 0 }],
    [{ coverage: -5 }],
    [{ coverage: Number.NaN }],
    [{ term: 25 as QuoteInput['term'] }],
    [{ zipCode: '1234' }],
    [{ sex: 'other' as QuoteInput['sex'] }],
  ])('rejects invalid input %j', (bad) => {
    expect(() => priceQuotes({ ...input, ...bad }, defaultCarriers)).toThrow(RangeError);
  });

  it('returns nothing for no carriers', () => {
    expect(priceQuotes(input, [])).toEqual({
      profile: { age: input.age, coverage: input.coverage, term: input.term },
      quotes: [],
      excluded: [],
    });
  });
});

describe('withQuoteDefaults', () => {
  it('fills every missing field and leaves sex blended', () => {
    expect(withQuoteDefaults({})).toEqual({
      age: 35,
      coverage: 500_000,
      term: 20,
      smoker: false,
      excellentHealth: false,
    });
    expect('sex' in withQuoteDefaults({ sex: null })).toBe(false);
  });

  it('keeps given values', () => {
    const full: QuoteInput = {
      age: 50,
      zipCode: '60601',
      coverage: 250_000,
      term: 10,
      smoker: true,
      excellentHealth: true,
      sex: 'female',
    };
    expect(withQuoteDefaults(full)).toEqual(full);
    expect(withQuoteDefaults({ age: null, smoker: true })).toMatchObject({ age: 35, smoker: true });
  });
});

describe('defaultCarriers', () => {
  it('has at least nine well-formed carriers', () => {
    expect(defaultCarriers.length).toBeGreaterThanOrEqual(9);
    const ids = defaultCarriers.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of defaultCarriers) {
      expect(c.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(c.applicationUrl).toBe(`https://example.com/apply/${c.id}`);
      expect(c.features.length).toBeGreaterThanOrEqual(3);
      expect(c.features.length).toBeLessThanOrEqual(4);
      expect(c.expenseLoad).toBeGreaterThanOrEqual(0);
      expect(c.expenseLoad).toBeLessThan(1);
      expect(c.minCoverage).toBeLessThan(c.maxCoverage);
      for (const state of c.excludedStates) expect(state).toMatch(/^[A-Z]{2}$/);
      // Worse classes must never be cheaper.
      const multipliers = healthClasses.slice(0, 4).map((h) => c.classMultipliers[h]);
      expect([...multipliers].sort((a, b) => a - b)).toEqual(multipliers);
    }
  });

  it('spreads ratings from A++ to B+', () => {
    const ratings = new Set(defaultCarriers.map((c) => c.amBestRating));
    for (const rating of amBestRatings) expect(ratings.has(rating), rating).toBe(true);
  });

  it('includes a carrier not selling in NY and one not selling in CA and ND', () => {
    expect(defaultCarriers.some((c) => c.excludedStates.includes('NY'))).toBe(true);
    expect(
      defaultCarriers.some(
        (c) => c.excludedStates.includes('CA') && c.excludedStates.includes('ND'),
      ),
    ).toBe(true);
  });
});
