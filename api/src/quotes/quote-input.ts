import { type TermLength, termChoices } from '@termlens/contracts/quote-choices';
import type { QuoteInput } from './types';

export const MIN_AGE = 18;
export const MAX_AGE = 85;

export const quoteDefaults = {
  age: 35,
  coverage: 500_000,
  term: 20,
  smoker: false,
  excellentHealth: false,
} as const satisfies Omit<QuoteInput, 'zipCode' | 'sex'>;

/** Partial form input, where the API layer may hand over null for an empty field. */
export type PartialQuoteInput = { [K in keyof QuoteInput]?: QuoteInput[K] | null };

/** Fills missing fields; a missing sex stays missing so the blended basis is used. */
export function withQuoteDefaults(partial: PartialQuoteInput): QuoteInput {
  const input: QuoteInput = {
    age: partial.age ?? quoteDefaults.age,
    coverage: partial.coverage ?? quoteDefaults.coverage,
    term: partial.term ?? quoteDefaults.term,
    smoker: partial.smoker ?? quoteDefaults.smoker,
    excellentHealth: partial.excellentHealth ?? quoteDefaults.excellentHealth,
  };
  if (partial.zipCode != null && partial.zipCode !== '') input.zipCode = partial.zipCode;
  if (partial.sex != null) input.sex = partial.sex;
  return input;
}

/** Throws a RangeError naming the first bad field; the engine never prices nonsense input. */
export function assertValidQuoteInput(input: QuoteInput): void {
  if (!Number.isInteger(input.age) || input.age < MIN_AGE || input.age > MAX_AGE) {
    throw new RangeError(`age must be a whole number from ${MIN_AGE} to ${MAX_AGE}`);
  }
  if (!Number.isSafeInteger(input.coverage) || input.coverage <= 0) {
    throw new RangeError('coverage must be a positive whole number of dollars');
  }
  if (!isTermLength(input.term)) {
    throw new RangeError(`term must be one of ${termChoices.join(', ')}`);
  }
  if (typeof input.smoker !== 'boolean' || typeof input.excellentHealth !== 'boolean') {
    throw new RangeError('smoker and excellentHealth must be true or false');
  }
  if (input.zipCode !== undefined && !/^\d{5}$/.test(input.zipCode)) {
    throw new RangeError('zipCode must be 5 digits');
  }
  if (input.sex !== undefined && input.sex !== 'male' && input.sex !== 'female') {
    throw new RangeError("sex must be 'male' or 'female'");
  }
}

export function isTermLength(value: number): value is TermLength {
  return (termChoices as readonly number[]).includes(value);
}
