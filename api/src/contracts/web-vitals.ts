import './zod-csp';
import { sitePages } from '@termlens/shared-ui/site/pages';
import { z } from 'zod';

// Real-user metrics: what the browser reports to POST /api/vitals (only with analytics consent)
// and what the admin reads back. A route is a page's path pattern (`/blog/:slug`), never the
// visited URL, so no id, slug or query string (and so no personal data) is ever stored.

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

/** Beyond these a value is a broken measurement, not a slow page: refused, not stored. */
const MAX_MILLISECONDS = 120_000;
const MAX_LAYOUT_SHIFT = 100;

export const vitalRoutes = sitePages.map((page) => page.path);

/** One batch per page hide: at most a few reports of each metric. */
export const MAX_VITALS_PER_BATCH = 20;

export const vitalSample = z
  .object({
    name: z.enum(vitalNames),
    value: z.number().finite().min(0),
    rating: z.enum(vitalRatings),
    route: z.enum(vitalRoutes, 'Unknown route'),
  })
  .refine(
    (s) => s.value <= (s.name === 'CLS' ? MAX_LAYOUT_SHIFT : MAX_MILLISECONDS),
    'Value out of range',
  )
  // The client's rating must agree with the value, so a stored rating can be trusted.
  .refine((s) => s.rating === rateVital(s.name, s.value), 'Rating does not match the value');
export type VitalSample = z.infer<typeof vitalSample>;

export const vitalsBatch = z.object({
  metrics: z.array(vitalSample).min(1).max(MAX_VITALS_PER_BATCH),
});
export type VitalsBatch = z.infer<typeof vitalsBatch>;

/** How far back the admin's p75 figures reach. */
export const VITALS_SUMMARY_DAYS = 7;

/** The 75th percentile of one metric on one route over the last VITALS_SUMMARY_DAYS days. */
export interface VitalSummaryRow {
  route: string;
  name: VitalName;
  p75: number;
  samples: number;
}

export interface WebVitalsSummary {
  days: number;
  rows: VitalSummaryRow[];
}
