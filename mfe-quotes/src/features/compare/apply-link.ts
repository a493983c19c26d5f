import type { Quote } from '@termlens/contracts/quotes';

/** /apply with the chosen quote and the comparison's fixed UTM values, so leads show their source. */
export function applyHref(quote: Quote): string {
  const params = new URLSearchParams({
    company: quote.companyName,
    premium: quote.monthlyPremium.toFixed(2),
    coverage: String(quote.coverageAmount),
    rating: quote.amBestRating,
    term: String(quote.termLength),
    utm_source: 'termlens',
    utm_medium: 'comparison',
    utm_campaign: 'quotes',
  });
  return `/apply?${params}`;
}
