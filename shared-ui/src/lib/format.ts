// The site is US-only and its formats are fixed, so they are written out here instead of
// asking Intl: a page's first Intl formatter loads ICU's locale data, about 28 ms on this
// project's machines and 110 ms under Lighthouse's 4x CPU slowdown, in the task that renders
// the page. format.test.ts checks every function against Intl.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A count, rounded to a whole number and grouped by thousands: 1234567 -> 1,234,567 */
export function formatCount(value: number): string {
  const whole = Math.round(value);
  return `${whole < 0 ? '-' : ''}${groupThousands(Math.abs(whole).toString())}`;
}

/** '1 download', '1,200 downloads': a count with its noun in the right number. */
export function formatCountOf(value: number, one: string, many = `${one}s`): string {
  return `${formatCount(value)} ${Math.round(value) === 1 ? one : many}`;
}

// Intl rounds half away from zero the shortest decimal that reads back as the same number,
// which is what String() writes (6865.155, not the double's exact 6865.15499...). Below 1e-6
// String() switches to exponent form, and such amounts round to zero anyway; the site's
// amounts stay far below 1e21, where it switches again.
function dollars(amount: number, decimals: 0 | 2): string {
  const magnitude = Math.abs(amount);
  const [whole = '0', fraction = ''] = (magnitude < 1e-6 ? '0' : String(magnitude)).split('.');
  const roundUp = (fraction[decimals] ?? '0') >= '5' ? 1n : 0n;
  const units = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals)) + roundUp;
  const digits = units.toString().padStart(decimals + 1, '0');
  const split = digits.length - decimals;
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const cents = decimals > 0 ? `.${digits.slice(split)}` : '';
  return `${sign}$${groupThousands(digits.slice(0, split))}${cents}`;
}

/** US dollars with 2 decimals: $1,234.50 */
export const formatCurrency = (amount: number) => dollars(amount, 2);

/** Whole dollars, for cover amounts: $500,000 */
export const formatCoverage = (amount: number) => dollars(amount, 0);

/** Long US form, in UTC: January 5, 2026 */
export function formatDate(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 'Just now', 'N hour(s) ago', 'N day(s) ago', then the full date. */
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
