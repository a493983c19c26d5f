import {
  type HealthClass,
  healthClasses,
  type TermLength,
  termChoices,
} from '@termlens/contracts/quote-choices';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCarriers } from './default-carriers';
import { ineligibilityReasons } from './eligibility';
import { availableHealthClasses } from './health-class';
import { carrierClassPremium, priceQuotes } from './price-quotes';
import type { CarrierPricing, QuoteInput } from './types';
import { stateFromZip } from './zip-to-state';

const coverageArb = fc.oneof(
  fc.integer({ min: 10_000, max: 12_000_000 }),
  // Band edges are where a per-$1,000 discount could make more coverage cheaper.
  fc.constantFrom(249_999, 250_000, 499_999, 500_000, 999_999, 1_000_000, 1_000_001, 2_000_000),
);
const termArb = fc.constantFrom(...termChoices);
const zipArb = fc.integer({ min: 0, max: 99_999 }).map((n) => n.toString().padStart(5, '0'));

const inputArb: fc.Arbitrary<QuoteInput> = fc
  .record({
    age: fc.integer({ min: 18, max: 85 }),
    coverage: coverageArb,
    term: termArb,
    smoker: fc.boolean(),
    excellentHealth: fc.boolean(),
    sex: fc.constantFrom('male', 'female', undefined),
    zipCode: fc.option(zipArb, { nil: undefined }),
  })
  .map(({ sex, zipCode, ...rest }) => ({
    ...rest,
    ...(sex === undefined ? {} : { sex }),
    ...(zipCode === undefined ? {} : { zipCode }),
  }));

// Any sane carrier an operator might load, not only the defaults: the monotonicity guarantees
// must come from the engine, not from lucky parameters.
const carrierArb: fc.Arbitrary<CarrierPricing> = fc
  .record({
    expenseLoad: fc.double({ min: 0, max: 0.5, noNaN: true }),
    policyFee: fc.integer({ min: 0, max: 150 }),
    mortalityFactor: fc.double({ min: 0.5, max: 2, noNaN: true }),
    classSteps: fc.array(fc.double({ min: 1, max: 1.5, noNaN: true }), {
      minLength: 3,
      maxLength: 3,
    }),
    tobacco: fc.double({ min: 0.8, max: 2.5, noNaN: true }),
    bandFactors: fc.array(
      fc.record({
        minCoverage: fc.integer({ min: 0, max: 5_000_000 }),
        factor: fc.double({ min: 0.7, max: 1.4, noNaN: true }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    maxAges: fc.array(fc.integer({ min: 18, max: 85 }), { minLength: 4, maxLength: 4 }),
    minCoverage: fc.integer({ min: 0, max: 300_000 }),
    maxCoverage: fc.integer({ min: 500_000, max: 20_000_000 }),
  })
  .map((r) => {
    const [s1 = 1, s2 = 1, s3 = 1] = r.classSteps;
    const [m10 = 85, m15 = 85, m20 = 85, m30 = 85] = r.maxAges;
    return {
      id: 'random-life',
      companyName: 'Random Life',
      amBestRating: 'A',
      features: ['Generated for property tests'],
      applicationUrl: 'https://example.com/apply/random-life',
      expenseLoad: r.expenseLoad,
      policyFee: r.policyFee,
      mortalityFactor: r.mortalityFactor,
      classMultipliers: {
        'Preferred Plus': 1,
        Preferred: s1,
        'Standard Plus': s1 * s2,
        Standard: s1 * s2 * s3,
        Tobacco: r.tobacco,
      },
      bandFactors: r.bandFactors,
      maxIssueAgeByTerm: { 10: m10, 15: m15, 20: m20, 30: m30 },
      minCoverage: r.minCoverage,
      maxCoverage: r.maxCoverage,
      excludedStates: ['NY'],
    } satisfies CarrierPricing;
  });

const anyCarrierArb = fc.oneof(fc.constantFrom(...defaultCarriers), carrierArb);
const classArb = fc.constantFrom<HealthClass>(...healthClasses);

function eligible(carrier: CarrierPricing, input: QuoteInput): boolean {
  return (
    ineligibilityReasons(carrier, input, input.zipCode && stateFromZip(input.zipCode)).length === 0
  );
}

function premium(carrier: CarrierPricing, input: QuoteInput, healthClass: HealthClass) {
  return carrierClassPremium(carrier, input, healthClass);
}

describe('quote engine properties', () => {
  it('is deterministic and does not touch its inputs', () => {
    fc.assert(
      fc.property(inputArb, fc.array(anyCarrierArb, { maxLength: 4 }), (input, extra) => {
        const carriers = [
          ...defaultCarriers,
          ...extra.map((c, i) => ({ ...c, id: `${c.id}-${i}` })),
        ];
        const before = JSON.stringify({ input, carriers });
        const first = priceQuotes(input, carriers);
        expect(priceQuotes(structuredClone(input), structuredClone(carriers))).toEqual(first);
        expect(JSON.stringify({ input, carriers })).toBe(before);
      }),
    );
  });

  it('never lowers the premium as age rises', () => {
    fc.assert(
      fc.property(
        anyCarrierArb,
        classArb,
        inputArb,
        fc.integer({ min: 18, max: 85 }),
        (carrier, hc, input, other) => {
          const young = { ...input, age: Math.min(input.age, other) };
          const old = { ...input, age: Math.max(input.age, other) };
          fc.pre(eligible(carrier, young) && eligible(carrier, old));
          const a = premium(carrier, young, hc);
          const b = premium(carrier, old, hc);
          expect(b.annualPremium).toBeGreaterThanOrEqual(a.annualPremium);
          expect(b.monthlyPremium).toBeGreaterThanOrEqual(a.monthlyPremium);
        },
      ),
    );
  });

  it('never lowers the premium as coverage rises', () => {
    fc.assert(
      fc.property(anyCarrierArb, classArb, inputArb, coverageArb, (carrier, hc, input, other) => {
        const small = { ...input, coverage: Math.min(input.coverage, other) };
        const large = { ...input, coverage: Math.max(input.coverage, other) };
        fc.pre(eligible(carrier, small) && eligible(carrier, large));
        const a = premium(carrier, small, hc);
        const b = premium(carrier, large, hc);
        expect(b.annualPremium).toBeGreaterThanOrEqual(a.annualPremium);
        expect(b.monthlyPremium).toBeGreaterThanOrEqual(a.monthlyPremium);
      }),
    );
  });

  it('never lowers the premium as the term lengthens', () => {
    fc.assert(
      fc.property(anyCarrierArb, classArb, inputArb, termArb, (carrier, hc, input, other) => {
        const short = { ...input, term: Math.min(input.term, other) as TermLength };
        const long = { ...input, term: Math.max(input.term, other) as TermLength };
        fc.pre(eligible(carrier, short) && eligible(carrier, long));
        const a = premium(carrier, short, hc);
        const b = premium(carrier, long, hc);
        expect(b.annualPremium).toBeGreaterThanOrEqual(a.annualPremium);
        expect(b.monthlyPremium).toBeGreaterThanOrEqual(a.monthlyPremium);
      }),
    );
  });

  it('charges smokers more than non-smokers at every carrier', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const smoker = priceQuotes({ ...input, smoker: true }, defaultCarriers);
        const nonSmoker = priceQuotes({ ...input, smoker: false }, defaultCarriers);
        expect(smoker.quotes.map((q) => q.carrierId).sort()).toEqual(
          nonSmoker.quotes.map((q) => q.carrierId).sort(),
        );
        for (const q of smoker.quotes) {
          const other = nonSmoker.quotes.find((n) => n.carrierId === q.carrierId);
          expect(q.monthlyPremium).toBeGreaterThan(other?.priceRange.maxMonthly ?? Infinity);
          expect(q.annualPremium).toBeGreaterThan(other?.annualPremium ?? Infinity);
        }
      }),
    );
  });

  it('sorts quotes by monthly premium, ties by company name', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { quotes } = priceQuotes(input, defaultCarriers);
        for (let i = 1; i < quotes.length; i++) {
          const prev = quotes[i - 1];
          const cur = quotes[i];
          if (prev === undefined || cur === undefined) throw new Error('unreachable');
          expect(
            prev.monthlyPremium < cur.monthlyPremium ||
              (prev.monthlyPremium === cur.monthlyPremium && prev.companyName <= cur.companyName),
          ).toBe(true);
        }
      }),
    );
  });

  it('gives positive cent amounts with monthly * 12 >= annual and a range around the price', () => {
    const isCents = (x: number) => Math.abs(Math.round(x * 100) - x * 100) < 1e-6;
    fc.assert(
      fc.property(inputArb, fc.array(carrierArb, { maxLength: 2 }), (input, extra) => {
        const { quotes } = priceQuotes(input, [...defaultCarriers, ...extra]);
        for (const q of quotes) {
          expect(q.annualPremium).toBeGreaterThan(0);
          expect(q.monthlyPremium).toBeGreaterThan(0);
          expect(q.monthlyPremium * 12).toBeGreaterThanOrEqual(q.annualPremium);
          expect(isCents(q.monthlyPremium) && isCents(q.annualPremium)).toBe(true);
          expect(q.priceRange.minMonthly).toBeLessThanOrEqual(q.monthlyPremium);
          expect(q.priceRange.maxMonthly).toBeGreaterThanOrEqual(q.monthlyPremium);
          expect(availableHealthClasses(input.smoker)).toContain(q.healthClass);
        }
      }),
    );
  });

  it('accounts for every carrier exactly once', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { quotes, excluded } = priceQuotes(input, defaultCarriers);
        const ids = [...quotes.map((q) => q.carrierId), ...excluded.map((e) => e.carrierId)].sort();
        expect(ids).toEqual(defaultCarriers.map((c) => c.id).sort());
        for (const e of excluded) expect(e.reason.length).toBeGreaterThan(0);
      }),
    );
  });

  it('offers no 30-year term from age 60', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 60, max: 85 }), (input, age) => {
        expect(priceQuotes({ ...input, age, term: 30 }, defaultCarriers).quotes).toEqual([]);
      }),
    );
  });
});
