const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** US dollars with 2 decimals: $1,234.50 */
export const formatCurrency = (amount: number) => usd.format(amount);

/** Whole dollars, for cover amounts: $500,000 */
export const formatCoverage = (amount: number) => usdWhole.format(amount);

/** Long US form: January 5, 2026 */
export const formatDate = (value: string | Date) => longDate.format(new Date(value));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 'Just now', 'N hour(s) ago', 'N day(s) ago', then the full date (spec section 9). */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  if (elapsed < HOUR) return 'Just now';
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  if (elapsed < 7 * DAY) {
    const days = Math.floor(elapsed / DAY);
    return `${days} day${days === 1 ? '' : 's'} ago`;
  }
  return formatDate(value);
}

/** First letter of each word, at most 2, upper case: 'Summit Mutual Life' -> 'SM' */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
