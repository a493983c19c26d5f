import { describe, expect, it } from 'vitest';
import { emptyQuoteForm } from './form-values';
import { paramsOfSearch, searchFromParams } from './search-params';

const parse = (query: string) => searchFromParams(new URLSearchParams(query));

describe('a quote search in the URL', () => {
  it('is none without any of the form’s fields', () => {
    expect(parse('')).toBeNull();
    expect(parse('utm_source=x')).toBeNull();
  });

  it('reads every field the form has', () => {
    expect(parse('age=45&coverage=1000000&term=30&zipCode=60601&smoker=true&sex=female')).toEqual({
      age: '45',
      coverage: '1000000',
      term: '30',
      zipCode: '60601',
      smoker: true,
      excellentHealth: false,
      sex: 'female',
    });
  });

  it('takes empty values as Any, as the form submits them without scripts', () => {
    expect(parse('age=&coverage=&term=&zipCode=&sex=')).toEqual(emptyQuoteForm);
  });

  it('is none when a value is not one the form offers', () => {
    expect(parse('age=37&coverage=123')).toBeNull();
    expect(parse('age=45&zipCode=6060')).toBeNull();
  });

  it('writes what it reads', () => {
    const values = { ...emptyQuoteForm, age: '60', term: '10', excellentHealth: true };
    expect(searchFromParams(paramsOfSearch(values))).toEqual(values);
  });
});
