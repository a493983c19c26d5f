import type { QuotesResponse } from '@termlens/contracts/quotes';
import { apiGet, withQuery } from '@termlens/shared-ui/lib/api-client';
import type { QuoteFormValues } from '../form-values';

/** The GET /api/quotes URL for the form; empty fields are left out so the API's defaults apply. */
export function quotesUrl(values: QuoteFormValues): string {
  return withQuery('/api/quotes', {
    age: values.age,
    coverage: values.coverage,
    term: values.term,
    zipCode: values.zipCode.trim(),
    smoker: values.smoker,
    excellentHealth: values.excellentHealth,
    sex: values.sex,
  });
}

export const fetchQuotes = (values: QuoteFormValues, signal?: AbortSignal) =>
  apiGet<QuotesResponse>(quotesUrl(values), signal);
