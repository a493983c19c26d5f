import { excelRound } from './excel-round';

// How much cover a family needs: the calculator page runs this arithmetic, and the Coverage
// Needs Worksheet writes its Excel formulas from the same constants and caches these results,
// so the page, the spreadsheet and Excel give one answer.

export interface CoverageInputs {
  age: number;
  income: number;
  dependents: number;
  debt: number;
  /** the calculator keeps it among its inputs, but no method uses it: the worksheet has no cell */
  expenses: number;
  spouseIncome: number;
  yearsOfSupport: number;
  emergencyFund: number;
  educationCosts: number;
  finalExpenses: number;
}

/** What the calculator's sliders and the worksheet's input cells start from. */
export const coverageDefaults: Readonly<CoverageInputs> = {
  age: 35,
  income: 75_000,
  dependents: 2,
  debt: 25_000,
  expenses: 50_000,
  spouseIncome: 0,
  yearsOfSupport: 10,
  emergencyFund: 25_000,
  educationCosts: 50_000,
  finalExpenses: 15_000,
};

/** Working-life end age for the human life value method. */
export const RETIREMENT_AGE = 65;
/** Share of income counted by the human life value method. */
export const HLV_INCOME_SHARE = 0.7;
/** Years of income in the DIME-style method. */
export const DIME_INCOME_YEARS = 7;
/** The recommendation is rounded to the nearest multiple of this. */
export const ROUNDING_STEP = 25_000;
/** Illustrative monthly premium per $1,000 of coverage. */
export const MONTHLY_RATE_PER_THOUSAND = 0.08;

export interface CoverageEstimate {
  incomeReplacement: number;
  dime: number;
  humanLifeValue: number;
  /** the largest method, rounded to the nearest ROUNDING_STEP */
  recommendation: number;
  /** dollars per month, whole */
  monthlyPremium: number;
  /** recommendation as a multiple of annual income; null without income, a blank cell in Excel */
  incomeMultiple: number | null;
}

/**
 * Rounds with Excel's ROUND so the worksheet's cached results match what Excel recalculates.
 * The amounts rounded are never negative for valid inputs, where it equals Math.round.
 */
export function estimateCoverage(inputs: CoverageInputs): CoverageEstimate {
  const incomeReplacement = (inputs.income - inputs.spouseIncome) * inputs.yearsOfSupport;
  const dime =
    inputs.debt +
    DIME_INCOME_YEARS * inputs.income +
    inputs.emergencyFund +
    inputs.educationCosts +
    inputs.finalExpenses;
  const humanLifeValue = inputs.income * (RETIREMENT_AGE - inputs.age) * HLV_INCOME_SHARE;
  const recommendation =
    excelRound(Math.max(incomeReplacement, dime, humanLifeValue) / ROUNDING_STEP) * ROUNDING_STEP;
  return {
    incomeReplacement,
    dime,
    humanLifeValue,
    recommendation,
    monthlyPremium: excelRound((recommendation / 1000) * MONTHLY_RATE_PER_THOUSAND),
    incomeMultiple: inputs.income === 0 ? null : recommendation / inputs.income,
  };
}
