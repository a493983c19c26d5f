import { describe, expect, it } from 'vitest';
import { newsCategoryLabel, pageCategories, stripCategories } from './news-categories';

describe('news category lists', () => {
  it('offers every category on the strip, after All', () => {
    expect(stripCategories.map((c) => c.label).join(', ')).toBe(
      'All, Market Rates, Technology, Consumer Trends, Regulation, Company News, Industry Trends',
    );
  });

  it('offers the /news page three categories in its own order', () => {
    expect(pageCategories).toEqual([
      { value: 'all', label: 'All categories' },
      { value: 'market-rates', label: 'Market Rates' },
      { value: 'industry-news', label: 'Industry Trends' },
      { value: 'technology', label: 'Technology' },
    ]);
  });

  it('names a stored category, and shows an unknown one as it is', () => {
    expect(newsCategoryLabel('industry-news')).toBe('Industry Trends');
    expect(newsCategoryLabel('weather')).toBe('weather');
  });
});
