import {
  ageChoices,
  coverageChoices,
  type Sex,
  sexChoices,
  termChoices,
} from '@termlens/contracts/quote-choices';
import { emptyQuoteForm, type QuoteFormValues } from './form-values';

const fields = ['age', 'coverage', 'term', 'zipCode', 'smoker', 'excellentHealth', 'sex'] as const;

/**
 * The search a /compare URL names (`?age=45&coverage=1000000&term=30&smoker=false`), or null when
 * it names none. A value that is not among the form's choices is left out, so the API's default
 * applies, as when the visitor leaves that field empty.
 */
export function searchFromParams(params: URLSearchParams): QuoteFormValues | null {
  if (!fields.some((field) => params.has(field))) return null;
  const choice = (name: string, choices: readonly (number | string)[]) => {
    const value = params.get(name) ?? '';
    return choices.map(String).includes(value) ? value : '';
  };
  const zipCode = params.get('zipCode') ?? '';
  return {
    age: choice('age', ageChoices),
    coverage: choice('coverage', coverageChoices),
    term: choice('term', termChoices),
    zipCode: /^\d{5}$/.test(zipCode) ? zipCode : emptyQuoteForm.zipCode,
    smoker: params.get('smoker') === 'true',
    excellentHealth: params.get('excellentHealth') === 'true',
    sex: choice('sex', sexChoices) as '' | Sex,
  };
}

/** The URL query for a search: what the visitor chose, so it can be shared, kept and reloaded. */
export function paramsOfSearch(values: QuoteFormValues): URLSearchParams {
  const params = new URLSearchParams();
  if (values.age) params.set('age', values.age);
  if (values.coverage) params.set('coverage', values.coverage);
  if (values.term) params.set('term', values.term);
  if (values.zipCode.trim()) params.set('zipCode', values.zipCode.trim());
  params.set('smoker', String(values.smoker));
  params.set('excellentHealth', String(values.excellentHealth));
  if (values.sex) params.set('sex', values.sex);
  return params;
}
