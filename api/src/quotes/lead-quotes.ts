import type { ExcludedCarrier, Quote } from '@termlens/contracts/quotes';
import { priceQuotes } from './price-quotes';
import type { CarrierPricing, QuoteInput } from './types';

// Enough to compare, few enough to read in an email.
const MAX_QUOTES = 5;

export interface LeadQuotes {
  /** the picked carrier's quote first when it offers the profile, then the cheapest others */
  quotes: Quote[];
  /** the picked carrier when it does not offer this profile, with the reason */
  pickedExcluded?: ExcludedCarrier;
}

/** The best-priced quotes for a lead's profile, the carrier picked on /compare (if any) first. */
export function leadQuotes(
  input: QuoteInput,
  carriers: readonly CarrierPricing[],
  pickedCarrierId?: string,
): LeadQuotes {
  const { quotes, excluded } = priceQuotes(input, carriers);
  const picked = quotes.find((quote) => quote.carrierId === pickedCarrierId);
  const ordered = picked ? [picked, ...quotes.filter((quote) => quote !== picked)] : quotes;
  return {
    quotes: ordered.slice(0, MAX_QUOTES),
    pickedExcluded: excluded.find((carrier) => carrier.carrierId === pickedCarrierId),
  };
}
