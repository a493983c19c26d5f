import { blogCategoryValues } from '@termlens/contracts/content';

export const blogCategoryOptions = [
  { value: 'all', label: 'All categories' },
  ...blogCategoryValues.map((value) => ({ value, label: value })),
];

/** Shown at 9 or more posts (one page's worth), and only while the API has another page. */
export const LOAD_MORE_AT = 9;
