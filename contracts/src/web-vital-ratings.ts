// Zod-free, so the admin front end can rate values without bundling zod.

export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

export const vitalRatings = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof vitalRatings)[number];

/**
 * Upper bounds of the "good" and "needs improvement" bands, as web-vitals rates them (a value
 * above the second is poor). The admin rates each p75 with them.
 */
export const vitalThresholds: Record<VitalName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = vitalThresholds[name];
  if (value > poor) return 'poor';
  return value > good ? 'needs-improvement' : 'good';
}
