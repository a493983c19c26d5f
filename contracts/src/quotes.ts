import './zod-csp';
import { z } from 'zod';
import {
  type AmBestRating,
  ageChoices,
  coverageChoices,
  type HealthClass,
  sexChoices,
  type TermLength,
  termChoices,
} from './quote-choices';
import { storableText } from './storable-text';

export {
  ageChoices,
  amBestRatings,
  coverageChoices,
  sexChoices,
  termChoices,
} from './quote-choices';

/** A query-string number that must be one of `choices`. */
function numberChoice<T extends number>(name: string, choices: readonly T[]) {
  const message = `${name} must be one of ${choices.join(', ')}`;
  return z
    .string()
    .refine((value) => (choices as readonly number[]).includes(Number(value)), { message })
    .transform((value) => Number(value) as T);
}

const booleanText = (name: string) =>
  z
    .enum(['true', 'false'], { message: `${name} must be true or false` })
    .transform((value) => value === 'true');

/** GET /api/quotes query. Every field is optional; the engine fills the rest with defaults. */
export const quoteQuerySchema = z.object({
  age: numberChoice('age', ageChoices).optional(),
  coverage: numberChoice('coverage', coverageChoices).optional(),
  term: numberChoice('term', termChoices).optional(),
  zipCode: z
    .string()
    .regex(/^\d{5}$/, { message: 'zipCode must be 5 digits' })
    .optional(),
  smoker: booleanText('smoker').optional(),
  excellentHealth: booleanText('excellentHealth').optional(),
  sex: z.enum(sexChoices, { message: 'sex must be male or female' }).optional(),
});

export interface PriceRange {
  minMonthly: number;
  maxMonthly: number;
  /** the classes this applicant could be approved at, best first: what the range spans */
  healthClasses: HealthClass[];
}

/** One carrier's price for the asked profile. */
export interface Quote {
  /** carrier id + term + coverage, stable across requests */
  id: string;
  carrierId: string;
  companyName: string;
  amBestRating: AmBestRating;
  features: string[];
  applicationUrl: string;
  coverageAmount: number;
  termLength: TermLength;
  healthClass: HealthClass;
  monthlyPremium: number;
  annualPremium: number;
  /** monthly premiums across the classes this applicant could be approved at */
  priceRange: PriceRange;
}

export interface ExcludedCarrier {
  carrierId: string;
  companyName: string;
  reason: string;
}

/** What was priced: the asked values, or the engine's defaults where the question left them out. */
export interface QuotedProfile {
  age: number;
  coverage: number;
  term: TermLength;
}

export interface QuotesResponse {
  profile: QuotedProfile;
  /** sorted by monthly premium, cheapest first */
  quotes: Quote[];
  /** carriers that do not offer this profile, with the reason */
  excluded: ExcludedCarrier[];
}

/**
 * A quote as the visitor picked it on /compare: what /apply's link carries, what the lead form
 * sends back with the lead. The API checks it against the engine before it trusts any of it.
 */
export const quoteSelection = z.object({
  companyName: storableText().trim().min(1).max(100),
  monthlyPremium: z.number().positive().max(1_000_000),
  coverageAmount: z.number().int().positive(),
  termLength: z.number().int(),
  amBestRating: storableText().max(10),
});
export type QuoteSelection = z.infer<typeof quoteSelection>;

/** GET /api/quotes/verify query: the selection as /apply's URL spells it. */
export const quoteVerifyQuery = z
  .object({
    company: z.string(),
    premium: z.string().max(20),
    coverage: z.string().max(20),
    term: z.string().max(4),
    rating: z.string(),
  })
  .transform((query) => ({
    companyName: query.company,
    monthlyPremium: Number(query.premium),
    coverageAmount: Number(query.coverage),
    termLength: Number(query.term),
    amBestRating: query.rating,
  }))
  .pipe(quoteSelection);

/** A selection the engine confirmed: the carrier quotes that premium for that cover and term. */
export interface VerifiedQuote {
  carrierId: string;
  companyName: string;
  amBestRating: AmBestRating;
  monthlyPremium: number;
  coverageAmount: number;
  termLength: TermLength;
  /**
   * What the carrier charges paying once a year, where that monthly premium comes from a single
   * annual price; null when several profiles share the monthly figure with different annual ones
   */
  annualPremium: number | null;
}

/** GET /api/quotes/verify answer: a selection that does not check out says why. */
export type QuoteVerification =
  | { verified: true; quote: VerifiedQuote }
  | { verified: false; reason: string };
