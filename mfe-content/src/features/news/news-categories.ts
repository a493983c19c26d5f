// The strip offers every category; the /news page the shorter list of spec section 2.

export const stripCategories = [
  { value: 'all', label: 'All' },
  { value: 'market-rates', label: 'Market Rates' },
  { value: 'technology', label: 'Technology' },
  { value: 'consumer-trends', label: 'Consumer Trends' },
  { value: 'regulation', label: 'Regulation' },
  { value: 'company-news', label: 'Company News' },
  { value: 'industry-news', label: 'Industry Trends' },
] as const;

export const pageCategories = [
  { value: 'all', label: 'All categories' },
  { value: 'market-rates', label: 'Market Rates' },
  { value: 'industry-news', label: 'Industry Trends' },
  { value: 'technology', label: 'Technology' },
] as const;

export function newsCategoryLabel(value: string): string {
  return stripCategories.find((c) => c.value === value)?.label ?? value;
}
