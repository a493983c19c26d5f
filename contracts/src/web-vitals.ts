import './zod-csp';
import { z } from 'zod';
import { rateVital, type VitalName, vitalNames, vitalRatings } from './web-vital-ratings';

// Real-user metrics: what the browser reports to POST /api/vitals (only with analytics consent)
// and what the admin reads back. A route is a page's path pattern (`/blog/:slug`), never the
// visited URL, so no id, slug or query string (and so no personal data) is ever stored.

/** Beyond these a value is a broken measurement, not a slow page: refused, not stored. */
const MAX_MILLISECONDS = 120_000;
const MAX_LAYOUT_SHIFT = 100;

/**
 * A page's path pattern. Remotes publish their pages with each release, so the API cannot list
 * them; it accepts only the shape of a pattern, in which an id or a slug is a `:name`.
 */
export const vitalRoute = z
  .string()
  .max(100)
  .regex(/^\/(([a-z0-9-]+|:[A-Za-z]+)(\/([a-z0-9-]+|:[A-Za-z]+))*)?$/, 'Unknown route');

/** One batch per page hide: at most a few reports of each metric. */
export const MAX_VITALS_PER_BATCH = 20;

export const vitalSample = z
  .object({
    name: z.enum(vitalNames),
    value: z.number().finite().min(0),
    rating: z.enum(vitalRatings),
    route: vitalRoute,
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
