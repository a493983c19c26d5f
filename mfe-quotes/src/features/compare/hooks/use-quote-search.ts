import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchQuotes } from '../api/fetch-quotes';
import type { QuoteFormValues } from '../form-values';

interface Search {
  values: QuoteFormValues;
  /** bumps on every submit, so pressing Get Quotes again fetches fresh prices for the same values */
  count: number;
}

/** Quotes for the last submitted form; nothing is fetched before the first submit or `initial`. */
export function useQuoteSearch(initial: QuoteFormValues | null = null) {
  const [search, setSearch] = useState<Search | null>(initial && { values: initial, count: 1 });
  const query = useQuery({
    queryKey: ['quotes', search?.values, search?.count],
    queryFn: ({ signal }) => fetchQuotes((search as Search).values, signal),
    enabled: search !== null,
  });
  const submit = useCallback(
    (values: QuoteFormValues) =>
      setSearch((previous) => ({ values, count: (previous?.count ?? 0) + 1 })),
    [],
  );
  return { searched: search?.values ?? null, query, submit };
}
