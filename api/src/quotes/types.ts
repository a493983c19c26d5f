import type { AmBestRating, HealthClass, Sex, TermLength } from '@termlens/contracts/quote-choices';

// Shapes of the quote engine (what it answers is in the contracts). Carrier data is plain JSON so an operator can store it in a
// jsonb column and replace the fictional defaults with real rate data without code changes.

export interface QuoteInput {
  /** whole years, 18-85 */
  age: number;
  /** 5-digit US ZIP code; without it no state restriction applies */
  zipCode?: string;
  /** face amount in whole dollars */
  coverage: number;
  term: TermLength;
  smoker: boolean;
  excellentHealth: boolean;
  /** missing means a blended male/female mortality basis */
  sex?: Sex;
}

/** Per-$1,000 rate factor applying from minCoverage up to the next band's minCoverage. */
export interface CoverageBand {
  minCoverage: number;
  factor: number;
}

export interface CarrierPricing {
  /** kebab-case slug, unique */
  id: string;
  companyName: string;
  amBestRating: AmBestRating;
  features: string[];
  applicationUrl: string;
  /** share of the gross premium that covers expenses and profit, 0 <= load < 1 */
  expenseLoad: number;
  /** flat annual dollars per policy */
  policyFee: number;
  /** scales the mortality basis: below 1 prices more aggressively */
  mortalityFactor: number;
  /**
   * Mortality multiplier per class, relative to the model's Preferred Plus non-smoker basis;
   * 'Tobacco' applies on top of the model's smoker factor.
   */
  classMultipliers: Record<HealthClass, number>;
  bandFactors: CoverageBand[];
  maxIssueAgeByTerm: Record<TermLength, number>;
  minCoverage: number;
  maxCoverage: number;
  /** USPS 2-letter codes where the carrier does not sell */
  excludedStates: string[];
}
