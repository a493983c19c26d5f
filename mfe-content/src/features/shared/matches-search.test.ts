import { describe, expect, it } from 'vitest';
import { matchesSearch } from './matches-search';

describe('matchesSearch', () => {
  it('matches everything for an empty or blank search', () => {
    expect(matchesSearch('', ['a'])).toBe(true);
    expect(matchesSearch('   ', [null])).toBe(true);
  });

  it('needs every word, in any text, ignoring case', () => {
    const texts = ['Term Life Rates Fall', null, 'By Dana Ortiz'];
    expect(matchesSearch('rates dana', texts)).toBe(true);
    expect(matchesSearch('RATES whole', texts)).toBe(false);
  });
});
