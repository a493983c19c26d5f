import { formatDate } from '@termlens/shared-ui/lib/format';

/** A long US date, or 'Recently' when the article has none or an unreadable one. */
export function articleDate(value: string | null | undefined): string {
  if (!value || Number.isNaN(Date.parse(value))) return 'Recently';
  return formatDate(value);
}
