import type { Sex } from '@termlens/contracts/quote-choices';

/** The quote form as the user filled it: empty strings mean 'not chosen'. */
export interface QuoteFormValues {
  age: string;
  coverage: string;
  term: string;
  zipCode: string;
  smoker: boolean;
  excellentHealth: boolean;
  sex: '' | Sex;
}

// The spec: every field starts empty or false.
export const emptyQuoteForm: QuoteFormValues = {
  age: '',
  coverage: '',
  term: '',
  zipCode: '',
  smoker: false,
  excellentHealth: false,
  sex: '',
};
