import { apiCall } from '@termlens/shared-ui/lib/api-client';
import type { QuoteFormValues } from '../form-values';

/** Quotes for the form; empty fields are left out so the API's defaults apply. */
export const fetchQuotes = (values: QuoteFormValues, signal?: AbortSignal) =>
  apiCall('GET /api/quotes', {
    query: {
      age: values.age,
      coverage: values.coverage,
      term: values.term,
      zipCode: values.zipCode.trim(),
      smoker: values.smoker,
      excellentHealth: values.excellentHealth,
      sex: values.sex,
    },
    signal,
  });
