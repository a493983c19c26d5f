import type { NicotineType } from '@termlens/contracts/health-check-choices';

// A carrier's class criteria as plain JSON, stored beside its pricing so an operator can load a
// real carrier's underwriting guide without code changes. Each list names, best class first, the
// limit a person must meet for that class; a person who meets none of them is declined.

/** Underwriting classes, best first: the four non-smoker classes, then two table ratings. */
export const underwritingRungs = [
  'Preferred Plus',
  'Preferred',
  'Standard Plus',
  'Standard',
  'Table 2',
  'Table 4',
] as const;
export type UnderwritingRung = (typeof underwritingRungs)[number];

export interface BuildRow {
  heightInches: number;
  /** the heaviest weight in pounds for each class at this height, best class first */
  maxWeight: { rung: UnderwritingRung; pounds: number }[];
}

export interface BloodPressureLimit {
  rung: UnderwritingRung;
  systolic: number;
  diastolic: number;
  /** whether blood pressure controlled by medication can have this class */
  treatedAllowed: boolean;
}

export interface BloodPressureBand {
  /** the band applies up to and including this age; limits loosen with age */
  upToAge: number;
  limits: BloodPressureLimit[];
}

export interface CholesterolLimit {
  rung: UnderwritingRung;
  total: number;
  /** total/HDL ratio */
  ratioMale: number;
  ratioFemale: number;
}

export interface NicotineFreeLimit {
  /** a non-smoker class */
  rung: UnderwritingRung;
  /** months since the last nicotine use this class needs */
  months: number;
}

/** Occasional use of one kind that the carrier still prices at a non-smoker class. */
export interface NicotineAllowance {
  type: NicotineType;
  maxUsesPerMonth: number;
  /** the best class such use can have */
  rung: UnderwritingRung;
}

export interface CountLimit {
  rung: UnderwritingRung;
  max: number;
}

export interface YearsLimit {
  rung: UnderwritingRung;
  /** years since the event this class needs */
  minYears: number;
}

export interface UnderwritingCriteria {
  /** by height; a height beyond the table reads its nearest row */
  build: BuildRow[];
  /** by age band, youngest first */
  bloodPressure: BloodPressureBand[];
  cholesterol: CholesterolLimit[];
  /** use within the last `months` of the last entry means tobacco rates */
  nicotineFree: NicotineFreeLimit[];
  nicotineAllowances: NicotineAllowance[];
  /** parents who died of heart disease or cancer before 60 */
  familyHistory: CountLimit[];
  /** years since the last DUI */
  dui: YearsLimit[];
  /** moving violations in the last 3 years */
  movingViolations: CountLimit[];
}
