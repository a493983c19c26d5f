import type { VitalName } from '@termlens/contracts/web-vital-ratings';

const milliseconds = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const seconds = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const layoutShift = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

/** A metric's value in the unit people read it in: CLS unitless, times in ms or s. */
export function formatVital(name: VitalName, value: number): string {
  if (name === 'CLS') return layoutShift.format(value);
  return value < 1000 ? `${milliseconds.format(value)} ms` : `${seconds.format(value / 1000)} s`;
}
