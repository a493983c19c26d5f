import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@termlens/shared-ui/lib/router';
import { useCallback, useState } from 'react';
import { fetchQuotes } from '../api/fetch-quotes';
import type { QuoteFormValues } from '../form-values';
import { paramsOfSearch, searchFromParams } from '../search-params';

/**
 * The quotes of one search. `count` bumps on every submit, so pressing Get Quotes again fetches
 * fresh prices for the same values; the first search of a page is count 1, the one the server
 * fetches for a /compare URL.
 */
export const quotesQuery = (values: QuoteFormValues, count = 1) =>
  queryOptions({
    queryKey: ['quotes', values, count],
    queryFn: ({ signal }) => fetchQuotes(values, signal),
  });

interface Search {
  values: QuoteFormValues;
  count: number;
}

function useSearchResults(search: Search | null) {
  const query = useQuery({
    ...quotesQuery(search?.values as QuoteFormValues, search?.count),
    enabled: search !== null,
  });
  return { searched: search?.values ?? null, query };
}

/** Quotes for the last submitted form; nothing is fetched before the first submit or `initial`. */
export function useQuoteSearch(initial: QuoteFormValues | null = null) {
  const [search, setSearch] = useState<Search | null>(initial && { values: initial, count: 1 });
  const submit = useCallback(
    (values: QuoteFormValues) =>
      setSearch((previous) => ({ values, count: (previous?.count ?? 0) + 1 })),
    [],
  );
  return { ...useSearchResults(search), submit };
}

/**
 * Quotes for the search the URL names: a submit writes the form into the URL (a new history
 * entry), so a search can be shared, bookmarked, reloaded and rendered by the server.
 */
export function useQuoteSearchInUrl() {
  const [params, setParams] = useSearchParams();
  const values = searchFromParams(params);
  const [repeat, setRepeat] = useState({ query: '', count: 1 });
  const count = repeat.query === params.toString() ? repeat.count : 1;
  const submit = useCallback(
    (next: QuoteFormValues) => {
      const nextParams = paramsOfSearch(next);
      if (nextParams.toString() === params.toString()) {
        setRepeat({ query: params.toString(), count: count + 1 });
      } else {
        setParams(nextParams);
      }
    },
    [params, setParams, count],
  );
  return { ...useSearchResults(values && { values, count }), submit };
}
