import type { CarrierPricing, QuoteInput } from './types';

export function formatDollars(amount: number): string {
  return `$${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/**
 * Why a carrier cannot offer this policy; empty when it can. Every rule is checked so the visitor
 * sees all reasons at once. state is undefined when the ZIP is missing or unassigned, in which
 * case no state restriction applies.
 */
export function ineligibilityReasons(
  carrier: CarrierPricing,
  input: Pick<QuoteInput, 'age' | 'coverage' | 'term'>,
  state: string | undefined,
): string[] {
  const reasons: string[] = [];
  if (state !== undefined && carrier.excludedStates.includes(state)) {
    reasons.push(`Not available in ${state}`);
  }
  const maxIssueAge = carrier.maxIssueAgeByTerm[input.term];
  if (input.age > maxIssueAge) {
    reasons.push(`Maximum issue age for a ${input.term}-year term is ${maxIssueAge}`);
  }
  if (input.coverage > carrier.maxCoverage) {
    reasons.push(`Coverage above ${formatDollars(carrier.maxCoverage)} is not offered`);
  }
  if (input.coverage < carrier.minCoverage) {
    reasons.push(`Coverage below ${formatDollars(carrier.minCoverage)} is not offered`);
  }
  return reasons;
}
