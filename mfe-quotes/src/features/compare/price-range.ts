import type { PriceRange } from '@termlens/contracts/quotes';
import { formatCurrency } from '@termlens/shared-ui/lib/format';

/** '$45.10 – $80.22', or one price when the range has one ('$186.21 – $186.21' says nothing more). */
export function priceRangeText(range: PriceRange): string {
  const min = formatCurrency(range.minMonthly);
  const max = formatCurrency(range.maxMonthly);
  return min === max ? min : `${min} – ${max}`;
}

/** What the range spans: 'Preferred Plus to Standard', or 'Tobacco class only'. */
export function priceRangeClasses(range: PriceRange): string {
  const best = range.healthClasses[0];
  const worst = range.healthClasses.at(-1);
  return best === worst ? `${best} class only` : `${best} to ${worst}`;
}
