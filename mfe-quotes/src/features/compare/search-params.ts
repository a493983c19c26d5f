import {
  ageChoices,
  coverageChoices,
  type Sex,
  sexChoices,
  termChoices,
} from '@termlens/contracts/quote-choices';
import { emptyQuoteForm, type QuoteFormValues } from './form-values';

const fields = ['age', 'coverage', 'term', 'zipCode', 'smoker', 'excellentHealth', 'sex'] as const;

const valid: Record<(typeof fields)[number], (value: string) => boolean> = {
  age: (value) => ageChoices.map(String).includes(value),
  coverage: (value) => coverageChoices.map(String).includes(value),
  term: (value) => termChoices.map(String).includes(value),
  zipCode: (value) => /^\d{5}$/.test(value),
  smoker: (value) => value === 'true' || value === 'false',
  excellentHealth: (value) => value === 'true' || value === 'false',
  sex: (value) => (sexChoices as readonly string[]).includes(value),
};

/**
 * The search a /compare URL names (`?age=45&coverage=1000000&term=30&smoker=false`), or null when
 * it names none. An empty value is the form's "Any"; a URL with a value the form does not offer
 * (`?age=37`) is no search of the form's, and is not run.
 */
export function searchFromParams(params: URLSearchParams): QuoteFormValues | null {
  const present = fields.filter((field) => params.has(field));
  if (present.length === 0) return null;
  if (present.some((field) => params.get(field) !== '' && !valid[field](params.get(field) ?? ''))) {
    return null;
  }
  const value = (field: (typeof fields)[number]) => params.get(field) ?? '';
  return {
    ...emptyQuoteForm,
    age: value('age'),
    coverage: value('coverage'),
    term: value('term'),
    zipCode: value('zipCode'),
    smoker: value('smoker') === 'true',
    excellentHealth: value('excellentHealth') === 'true',
    sex: value('sex') as '' | Sex,
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
