import { amBestRatings } from '@termlens/contracts/quote-choices';
import type { Quote } from '@termlens/contracts/quotes';

export type QuoteSort = 'price' | 'rating';

/** Price: cheapest first. Rating: strongest first, then cheapest. */
export function sortQuotes(quotes: readonly Quote[], by: QuoteSort): Quote[] {
  const byPrice = (a: Quote, b: Quote) => a.monthlyPremium - b.monthlyPremium;
  if (by === 'price') return [...quotes].sort(byPrice);
  const rank = (q: Quote) => amBestRatings.indexOf(q.amBestRating);
  return [...quotes].sort((a, b) => rank(a) - rank(b) || byPrice(a, b));
}
