// Level annual premium for a term policy: the equivalence principle with deaths paid at the end
// of the policy year and premiums paid at the start of each year (annuity-due).

export const INTEREST_RATE = 0.04;
// Monthly payers pay 5% more a year than annual payers (0.0875 * 12 = 1.05), as carriers charge.
export const MONTHLY_MODAL_FACTOR = 0.0875;

/** Net level premium per dollar of coverage for the given policy-year death rates. */
export function levelNetPremiumRate(
  deathRates: readonly number[],
  interestRate = INTEREST_RATE,
): number {
  const v = 1 / (1 + interestRate);
  let survival = 1;
  let discount = 1;
  let benefits = 0;
  let annuity = 0;
  for (const q of deathRates) {
    annuity += discount * survival;
    benefits += discount * v * survival * q;
    survival *= 1 - q;
    discount *= v;
  }
  return annuity > 0 ? benefits / annuity : 0;
}

export interface GrossPremiumParts {
  netRate: number;
  faceAmount: number;
  bandFactor: number;
  expenseLoad: number;
  policyFee: number;
}

/** Unrounded annual premium: the load is a share of gross premium, the fee a flat add-on. */
export function grossAnnualPremium(p: GrossPremiumParts): number {
  return (p.netRate * p.faceAmount * p.bandFactor) / (1 - p.expenseLoad) + p.policyFee;
}

export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function monthlyFromAnnual(annualPremium: number): number {
  return roundToCents(annualPremium * MONTHLY_MODAL_FACTOR);
}
