import { type NewsCategory, newsCategories } from '@termlens/contracts/news-categories';

export const stripCategories = [{ value: 'all', label: 'All' }, ...newsCategories] as const;

export function newsCategoryLabel(value: string): string {
  return stripCategories.find((c) => c.value === value)?.label ?? value;
}

// The strip offers every category; the /news page filter a shorter list, in its own order.
const pageCategoryValues: readonly NewsCategory[] = ['market-rates', 'industry-news', 'technology'];

export const pageCategories = [
  { value: 'all', label: 'All categories' },
  ...pageCategoryValues.map((value) => ({ value, label: newsCategoryLabel(value) })),
];
