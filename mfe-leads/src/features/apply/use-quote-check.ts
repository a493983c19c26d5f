import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifiedQuote } from '@termlens/contracts/quotes';
import { apiCall } from '@termlens/shared-ui/lib/api-client';

/** What the page knows of the quote its link names. */
export type QuoteCheck =
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'verified'; quote: VerifiedQuote }
  | { state: 'refused' };

/** The quote a link names, as the check asks for it. */
function linkOf(params: URLSearchParams) {
  // A part the link lacks stays out of the query; the API then refuses the link.
  const part = (name: string) => params.get(name) ?? undefined;
  return {
    company: part('company'),
    premium: part('premium'),
    coverage: part('coverage'),
    term: part('term'),
    rating: part('rating'),
  };
}

/** The API's check of the quote in an /apply link. */
export const quoteCheckQuery = (params: URLSearchParams) => {
  const link = linkOf(params);
  return queryOptions({
    queryKey: ['quote-check', link],
    queryFn: ({ signal }) => apiCall('GET /api/quotes/verify', { query: link, signal }),
  });
};

/**
 * Asks the API whether the quote in /apply's link is one the engine gives: anyone can write such
 * a link, and only the API can price it. A link without a company names no quote; a failed check
 * counts as refused, so a made-up quote never shows as one.
 */
export function useQuoteCheck(params: URLSearchParams): QuoteCheck {
  const company = params.get('company');
  const check = useQuery({ ...quoteCheckQuery(params), enabled: Boolean(company) });
  if (!company) return { state: 'none' };
  if (check.isPending) return { state: 'checking' };
  if (check.data?.verified) return { state: 'verified', quote: check.data.quote };
  return { state: 'refused' };
}
