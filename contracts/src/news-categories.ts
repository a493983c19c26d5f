// The news categories with the names readers see; articles are stored under the values.
export const newsCategories = [
  { value: 'market-rates', label: 'Market Rates' },
  { value: 'technology', label: 'Technology' },
  { value: 'consumer-trends', label: 'Consumer Trends' },
  { value: 'regulation', label: 'Regulation' },
  { value: 'company-news', label: 'Company News' },
  { value: 'industry-news', label: 'Industry Trends' },
] as const;
export type NewsCategory = (typeof newsCategories)[number]['value'];
