import type {
  ClassEstimate,
  EstimateResponse,
  HealthAnswers,
} from '@termlens/contracts/health-check';
import {
  DIASTOLIC,
  HDL_CHOLESTEROL,
  HEIGHT_INCHES,
  nicotineChoices,
  SYSTOLIC,
  TOTAL_CHOLESTEROL,
  WEIGHT_POUNDS,
} from '@termlens/contracts/health-check-choices';
import { healthClasses, termChoices } from '@termlens/contracts/quote-choices';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCarriers } from './default-carriers';
import { defaultUnderwriting } from './default-underwriting';
import { estimateQuotes } from './estimate-quotes';
import { priceQuotes } from './price-quotes';
import type { QuoteInput } from './types';

const underwriting = new Map(Object.entries(defaultUnderwriting));

const inputArb: fc.Arbitrary<QuoteInput> = fc
  .record({
    age: fc.integer({ min: 18, max: 85 }),
    coverage: fc.constantFrom(250_000, 500_000, 1_000_000, 2_000_000),
    term: fc.constantFrom(...termChoices),
    smoker: fc.boolean(),
    excellentHealth: fc.boolean(),
    sex: fc.constantFrom('male', 'female', undefined),
  })
  .map(({ sex, ...rest }) => ({ ...rest, ...(sex === undefined ? {} : { sex }) }));

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const between = ({ min, max }: { min: number; max: number }) => fc.integer({ min, max });

const answersArb: fc.Arbitrary<HealthAnswers> = fc.record({
  heightInches: maybe(between(HEIGHT_INCHES)),
  weightPounds: maybe(between(WEIGHT_POUNDS)),
  systolic: maybe(between(SYSTOLIC)),
  diastolic: maybe(between(DIASTOLIC)),
  bloodPressureTreated: maybe(fc.boolean()),
  totalCholesterol: maybe(between(TOTAL_CHOLESTEROL)),
  hdlCholesterol: maybe(between(HDL_CHOLESTEROL)),
  nicotine: maybe(fc.constantFrom(...nicotineChoices)),
  nicotineLastUseMonths: maybe(fc.integer({ min: 0, max: 600 })),
  nicotineUsesPerMonth: maybe(fc.integer({ min: 1, max: 31 })),
  parentsDiedBefore60: maybe(fc.integer({ min: 0, max: 2 })),
  duiYearsAgo: maybe(fc.integer({ min: 0, max: 10 })),
  movingViolations: maybe(fc.integer({ min: 0, max: 20 })),
});

/** One answer made worse: more weight, higher pressure, more recent or more frequent use… */
const worseningArb: fc.Arbitrary<(answers: HealthAnswers) => HealthAnswers> = fc.oneof(
  fc.integer({ min: 1, max: 150 }).map((d) => (a: HealthAnswers) => ({
    ...a,
    weightPounds: Math.min((a.weightPounds ?? WEIGHT_POUNDS.min) + d, WEIGHT_POUNDS.max),
    heightInches: a.heightInches ?? 68,
  })),
  fc.integer({ min: 1, max: 80 }).map((d) => (a: HealthAnswers) => ({
    ...a,
    systolic: Math.min((a.systolic ?? SYSTOLIC.min) + d, SYSTOLIC.max),
  })),
  fc.integer({ min: 1, max: 60 }).map((d) => (a: HealthAnswers) => ({
    ...a,
    diastolic: Math.min((a.diastolic ?? DIASTOLIC.min) + d, DIASTOLIC.max),
  })),
  fc.constant((a: HealthAnswers) => ({ ...a, bloodPressureTreated: true })),
  fc.integer({ min: 1, max: 200 }).map((d) => (a: HealthAnswers) => ({
    ...a,
    totalCholesterol: Math.min(
      (a.totalCholesterol ?? TOTAL_CHOLESTEROL.min) + d,
      TOTAL_CHOLESTEROL.max,
    ),
  })),
  fc.integer({ min: 1, max: 60 }).map((d) => (a: HealthAnswers) => ({
    ...a,
    hdlCholesterol: Math.max((a.hdlCholesterol ?? HDL_CHOLESTEROL.max) - d, HDL_CHOLESTEROL.min),
  })),
  fc
    .integer({ min: 1, max: 60 })
    .map(
      (d) => (a: HealthAnswers) =>
        a.nicotine === undefined || a.nicotine === 'none'
          ? a
          : { ...a, nicotineLastUseMonths: Math.max((a.nicotineLastUseMonths ?? 0) - d, 0) },
    ),
  fc
    .integer({ min: 1, max: 30 })
    .map(
      (d) => (a: HealthAnswers) =>
        a.nicotineUsesPerMonth === undefined
          ? a
          : { ...a, nicotineUsesPerMonth: Math.min(a.nicotineUsesPerMonth + d, 31) },
    ),
  fc.constant((a: HealthAnswers) => ({
    ...a,
    parentsDiedBefore60: Math.min((a.parentsDiedBefore60 ?? 0) + 1, 2),
  })),
  fc.integer({ min: 1, max: 10 }).map((d) => (a: HealthAnswers) => ({
    ...a,
    duiYearsAgo: Math.max((a.duiYearsAgo ?? 10) - d, 0),
  })),
  fc.integer({ min: 1, max: 10 }).map((d) => (a: HealthAnswers) => ({
    ...a,
    movingViolations: Math.min((a.movingViolations ?? 0) + d, 20),
  })),
);

/** Worse classes rank higher: a table rating first, then tobacco, then the class. */
function classRank(estimate: ClassEstimate): number {
  const table = [0, 2, 4].indexOf(estimate.tableRating);
  return table * 10 + healthClasses.indexOf(estimate.healthClass);
}

function byCarrier(response: EstimateResponse) {
  return new Map(response.quotes.map((q) => [q.carrierId, q.estimate]));
}

describe('class estimate properties', () => {
  it('never gives a better class or a lower price with the same carrier for a worse answer', () => {
    fc.assert(
      fc.property(inputArb, answersArb, worseningArb, (input, answers, worsen) => {
        const worse = worsen(answers);
        const before = estimateQuotes(input, answers, defaultCarriers, underwriting);
        const after = estimateQuotes(input, worse, defaultCarriers, underwriting);
        fc.pre(Object.values(answers).some((v) => v !== undefined));
        const estimatesAfter = byCarrier(after);
        for (const declined of before.declined) {
          expect(after.declined.map((d) => d.carrierId)).toContain(declined.carrierId);
        }
        for (const [carrierId, estimate] of byCarrier(before)) {
          const later = estimatesAfter.get(carrierId);
          if (later === undefined) {
            expect(after.declined.map((d) => d.carrierId)).toContain(carrierId);
            continue;
          }
          expect(classRank(later), carrierId).toBeGreaterThanOrEqual(classRank(estimate));
          expect(later.monthlyPremium, carrierId).toBeGreaterThanOrEqual(estimate.monthlyPremium);
          expect(later.annualPremium, carrierId).toBeGreaterThanOrEqual(estimate.annualPremium);
        }
      }),
    );
  });

  it('gives today’s quotes exactly when nothing is answered', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const estimated = estimateQuotes(input, {}, defaultCarriers, underwriting);
        const today = priceQuotes(input, defaultCarriers);
        expect(estimated.declined).toEqual([]);
        expect(estimated.excluded).toEqual(today.excluded);
        expect(estimated.profile).toEqual(today.profile);
        expect(estimated.quotes.map(({ estimate: _, ...quote }) => quote)).toEqual(today.quotes);
        for (const quote of estimated.quotes) {
          expect(quote.estimate).toMatchObject({
            healthClass: quote.healthClass,
            tableRating: 0,
            monthlyPremium: quote.monthlyPremium,
            annualPremium: quote.annualPremium,
          });
        }
      }),
    );
  });

  it('gives the same result for the same answers, without touching them', () => {
    fc.assert(
      fc.property(inputArb, answersArb, (input, answers) => {
        const before = JSON.stringify(answers);
        const first = estimateQuotes(input, answers, defaultCarriers, underwriting);
        expect(
          estimateQuotes(
            structuredClone(input),
            structuredClone(answers),
            defaultCarriers,
            underwriting,
          ),
        ).toEqual(first);
        expect(JSON.stringify(answers)).toBe(before);
      }),
    );
  });

  it('gives every declined or downgraded carrier at least one reason', () => {
    fc.assert(
      fc.property(inputArb, answersArb, (input, answers) => {
        const { quotes, declined } = estimateQuotes(input, answers, defaultCarriers, underwriting);
        for (const carrier of declined) expect(carrier.reason.length).toBeGreaterThan(0);
        for (const { estimate } of quotes) {
          const best = estimate.healthClass === 'Preferred Plus' && estimate.tableRating === 0;
          expect(estimate.reasons.length > 0, JSON.stringify(estimate)).toBe(!best);
        }
      }),
    );
  });

  it('accounts for every carrier once and sorts by the estimated price', () => {
    fc.assert(
      fc.property(inputArb, answersArb, (input, answers) => {
        const { quotes, declined, excluded } = estimateQuotes(
          input,
          answers,
          defaultCarriers,
          underwriting,
        );
        const ids = [...quotes, ...declined, ...excluded].map((c) => c.carrierId).sort();
        expect(ids).toEqual(defaultCarriers.map((c) => c.id).sort());
        for (let i = 1; i < quotes.length; i++) {
          expect(quotes[i]?.estimate.monthlyPremium).toBeGreaterThanOrEqual(
            quotes[i - 1]?.estimate.monthlyPremium ?? 0,
          );
        }
      }),
    );
  });
});
