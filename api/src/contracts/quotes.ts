import { z } from 'zod';
import type { ExcludedCarrier, PricedQuote } from '../quotes/types';

// The quote form's choices (spec section 9); the API accepts exactly these.
export const ageChoices = [25, 30, 35, 40, 45, 50, 55, 60] as const;
export const coverageChoices = [
  250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000,
] as const;
export const termChoices = [10, 15, 20, 30] as const;
export const sexChoices = ['male', 'female'] as const;

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

export type QuoteQuery = z.input<typeof quoteQuerySchema>;

export type Quote = PricedQuote;

export interface QuotesResponse {
  /** sorted by monthly premium, cheapest first */
  quotes: Quote[];
  /** carriers that do not offer this profile, with the reason */
  excluded: ExcludedCarrier[];
}

export { amBestRatings } from '../quotes/types';
