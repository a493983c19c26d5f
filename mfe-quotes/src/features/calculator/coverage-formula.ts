/** Calculator inputs (spec section 3). */
export interface CalculatorInputs {
  age: number;
  income: number;
  dependents: number;
  debt: number;
  /** kept as the spec lists it, but no formula uses it */
  expenses: number;
  spouseIncome: number;
  yearsOfSupport: number;
  emergencyFund: number;
  educationCosts: number;
  finalExpenses: number;
}

export const calculatorDefaults: CalculatorInputs = {
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

export interface CoverageEstimate {
  incomeReplacement: number;
  dime: number;
  humanLifeValue: number;
  /** the largest method, rounded to the nearest 25,000 */
  recommendation: number;
  /** dollars per month, whole */
  monthlyPremium: number;
  /** recommendation as a multiple of annual income */
  incomeMultiple: number;
}

const ROUNDING = 25_000;

/** Spec section 9's formulas, exactly. */
export function estimateCoverage(inputs: CalculatorInputs): CoverageEstimate {
  const incomeReplacement = (inputs.income - inputs.spouseIncome) * inputs.yearsOfSupport;
  const dime =
    inputs.debt +
    7 * inputs.income +
    inputs.emergencyFund +
    inputs.educationCosts +
    inputs.finalExpenses;
  const humanLifeValue = inputs.income * (65 - inputs.age) * 0.7;
  const recommendation =
    Math.round(Math.max(incomeReplacement, dime, humanLifeValue) / ROUNDING) * ROUNDING;
  return {
    incomeReplacement,
    dime,
    humanLifeValue,
    recommendation,
    monthlyPremium: Math.round((recommendation / 1000) * 0.08),
    incomeMultiple: inputs.income > 0 ? recommendation / inputs.income : 0,
  };
}
