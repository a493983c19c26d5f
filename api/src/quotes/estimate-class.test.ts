import type { HealthAnswers } from '@termlens/contracts/health-check';
import { describe, expect, it } from 'vitest';
import { defaultUnderwriting } from './default-underwriting';
import { type Applicant, type ClassVerdict, estimateClass } from './estimate-class';
import { type UnderwritingCriteria, underwritingRungs } from './underwriting-criteria';

function criteriaOf(carrierId: string): UnderwritingCriteria {
  const criteria = defaultUnderwriting[carrierId];
  if (criteria === undefined) throw new Error(`no criteria for ${carrierId}`);
  return criteria;
}

const market = criteriaOf('harborline-life');
const strict = criteriaOf('summit-mutual');
const cigars = criteriaOf('keystone-national-life');
const build = criteriaOf('prairie-oak-insurance');
const marijuana = criteriaOf('meridian-trust-life');
const noTables = criteriaOf('northgate-life');
const driving = criteriaOf('cedarbrook-mutual');

const man40: Applicant = { age: 40, sex: 'male', smoker: false };
const fit: HealthAnswers = {
  heightInches: 70,
  weightPounds: 165,
  systolic: 118,
  diastolic: 76,
  bloodPressureTreated: false,
  totalCholesterol: 180,
  hdlCholesterol: 60,
  nicotine: 'none',
  parentsDiedBefore60: 0,
  duiYearsAgo: 10,
  movingViolations: 0,
};

/** The verdict as a class name ('Preferred', 'Tobacco + Table 2', 'declined') and its reasons. */
function verdictOf(criteria: UnderwritingCriteria, answers: HealthAnswers, applicant = man40) {
  const verdict: ClassVerdict = estimateClass(criteria, { ...fit, ...answers }, applicant);
  if (verdict.declined) return { class: 'declined', reasons: verdict.reasons };
  const rung = underwritingRungs[verdict.rung];
  return { class: verdict.tobacco ? `Tobacco + ${rung}` : rung, reasons: verdict.reasons };
}

describe('class estimate against each carrier’s criteria', () => {
  it('gives a fit applicant the best class everywhere, with no reason', () => {
    for (const criteria of Object.values(defaultUnderwriting)) {
      expect(verdictOf(criteria, {})).toEqual({ class: 'Preferred Plus', reasons: [] });
    }
  });

  it('names the missed class and its blood pressure limit', () => {
    expect(verdictOf(market, { systolic: 142, diastolic: 88 })).toEqual({
      class: 'Standard Plus',
      reasons: ["Blood pressure 142/88 is above this insurer's Preferred limit of 140/90"],
    });
  });

  it('loosens blood pressure limits after 50', () => {
    const answers = { systolic: 138, diastolic: 84 };
    expect(verdictOf(market, answers).class).toBe('Preferred');
    expect(verdictOf(market, answers, { ...man40, age: 55 }).class).toBe('Preferred Plus');
  });

  it('keeps treated blood pressure out of the strict carrier’s best class only', () => {
    const treated = { systolic: 125, diastolic: 78, bloodPressureTreated: true };
    expect(verdictOf(market, treated).class).toBe('Preferred Plus');
    expect(verdictOf(strict, treated)).toEqual({
      class: 'Preferred',
      reasons: [
        "Treated blood pressure: this insurer's Preferred Plus class is only for blood pressure without medication",
      ],
    });
  });

  it('declines blood pressure above the highest limit, with the reason', () => {
    expect(verdictOf(market, { systolic: 190, diastolic: 110 })).toEqual({
      class: 'declined',
      reasons: ['Blood pressure 190/110 is above the highest this insurer accepts, 170/105'],
    });
  });

  it('reads cholesterol and the ratio by sex', () => {
    // 220/50 = 4.4: within a man's Preferred Plus ratio, above a woman's 4.0.
    const answers = { totalCholesterol: 220, hdlCholesterol: 50 };
    expect(verdictOf(market, answers).class).toBe('Preferred Plus');
    expect(verdictOf(market, answers, { ...man40, sex: 'female' })).toEqual({
      class: 'Preferred',
      reasons: [
        "Cholesterol ratio 4.4 (total divided by HDL) is above this insurer's Preferred Plus limit of 4.0",
      ],
    });
    expect(verdictOf(market, { totalCholesterol: 250 }).reasons).toEqual([
      "Total cholesterol 250 is above this insurer's Preferred Plus limit of 230",
    ]);
  });

  it('gives the build-friendly carrier a better class for a BMI of 33', () => {
    const bmi33 = { heightInches: 70, weightPounds: 230 };
    expect(verdictOf(market, bmi33)).toEqual({
      class: 'Standard',
      reasons: [
        "Weight 230 lb at 5 ft 10 in is above this insurer's Standard Plus limit of 216 lb",
      ],
    });
    expect(verdictOf(build, bmi33).class).toBe('Standard Plus');
    expect(verdictOf(strict, bmi33).class).toBe('Table 2');
  });

  it('reads heights beyond the build chart at its nearest row', () => {
    expect(verdictOf(market, { heightInches: 84, weightPounds: 220 }).class).toBe('Preferred Plus');
    expect(verdictOf(market, { heightInches: 50, weightPounds: 200 }).class).toBe('declined');
  });

  it('prices occasional cigars as a non-smoker only where a carrier allows them', () => {
    const answers: HealthAnswers = {
      nicotine: 'cigars',
      nicotineLastUseMonths: 0,
      nicotineUsesPerMonth: 2,
    };
    expect(verdictOf(cigars, answers)).toEqual({ class: 'Preferred Plus', reasons: [] });
    expect(verdictOf(market, answers)).toEqual({
      class: 'Tobacco + Preferred Plus',
      reasons: ['Cigars or a pipe in the last 12 months: this insurer charges tobacco rates'],
    });
    expect(verdictOf(market, { ...answers, nicotineUsesPerMonth: 1 })).toEqual({
      class: 'Preferred',
      reasons: [
        "Cigars or a pipe up to 1 time a month: this insurer's best class for it is Preferred",
      ],
    });
  });

  it('prices occasional marijuana best at the marijuana-friendly carrier', () => {
    const weekly: HealthAnswers = {
      nicotine: 'marijuana',
      nicotineLastUseMonths: 0,
      nicotineUsesPerMonth: 4,
    };
    expect(verdictOf(marijuana, weekly).class).toBe('Preferred Plus');
    expect(verdictOf(market, weekly).class).toBe('Standard Plus');
    expect(verdictOf(strict, weekly).class).toBe('Tobacco + Preferred Plus');
    expect(verdictOf(marijuana, { ...weekly, nicotineUsesPerMonth: 30 }).class).toBe(
      'Standard Plus',
    );
  });

  it('counts a missing frequency or last use against the applicant', () => {
    expect(verdictOf(cigars, { nicotine: 'cigars' }).class).toBe('Tobacco + Preferred Plus');
  });

  it('needs five years without nicotine for Preferred Plus', () => {
    const quit = (months: number) =>
      verdictOf(market, { nicotine: 'cigarettes', nicotineLastUseMonths: months });
    expect(quit(60).class).toBe('Preferred Plus');
    expect(quit(36)).toEqual({
      class: 'Preferred',
      reasons: [
        "Cigarettes 3 years ago: this insurer's Preferred Plus class needs 5 years without nicotine",
      ],
    });
    expect(quit(12).class).toBe('Standard');
    expect(quit(0).class).toBe('Tobacco + Preferred Plus');
    expect(verdictOf(strict, { nicotine: 'cigarettes', nicotineLastUseMonths: 36 }).class).toBe(
      'Standard Plus',
    );
  });

  it('follows the search’s tobacco answer when the nicotine question is skipped', () => {
    const smoker = { ...man40, smoker: true };
    const { nicotine: _skipped, ...rest } = fit;
    const verdict = estimateClass(market, rest, smoker);
    expect(verdict).toMatchObject({ declined: false, tobacco: true });
    expect(verdict.reasons).toEqual([
      'You searched as a tobacco user, so this insurer charges tobacco rates',
    ]);
  });

  it('reads a DUI by the years since, declining a recent one at all but the lenient carrier', () => {
    const dui = (years: number, criteria = market) => verdictOf(criteria, { duiYearsAgo: years });
    expect(dui(3)).toEqual({
      class: 'Standard Plus',
      reasons: ["A DUI 3 years ago: this insurer's Preferred class needs 5 years without one"],
    });
    expect(dui(3, strict).class).toBe('Standard');
    expect(dui(3, driving).class).toBe('Preferred');
    expect(dui(0)).toEqual({
      class: 'declined',
      reasons: ['A DUI in the last 12 months: this insurer declines a DUI in the last 1 year'],
    });
    expect(dui(0, driving).class).toBe('Table 2');
  });

  it('reads family history and moving violations', () => {
    expect(verdictOf(market, { parentsDiedBefore60: 1 })).toEqual({
      class: 'Standard Plus',
      reasons: [
        "A parent died of heart disease or cancer before 60: this insurer's Preferred class allows no such death",
      ],
    });
    expect(verdictOf(build, { parentsDiedBefore60: 1 }).class).toBe('Preferred');
    expect(verdictOf(market, { movingViolations: 3 })).toEqual({
      class: 'Standard Plus',
      reasons: ["3 moving violations in 3 years: this insurer's Preferred class allows at most 2"],
    });
  });

  it('declines at the no-exam carrier where others table-rate', () => {
    const heavy = { heightInches: 70, weightPounds: 250 };
    expect(verdictOf(market, heavy).class).toBe('Table 2');
    expect(verdictOf(noTables, heavy)).toEqual({
      class: 'declined',
      reasons: [
        'Weight 250 lb at 5 ft 10 in is above the most this insurer accepts at that height, 233 lb',
      ],
    });
  });

  it('gives one reason per answer that lowered the class, the worst deciding the class', () => {
    const verdict = verdictOf(market, { systolic: 142, diastolic: 88, movingViolations: 5 });
    expect(verdict.class).toBe('Table 2');
    expect(verdict.reasons).toHaveLength(2);
  });
});
