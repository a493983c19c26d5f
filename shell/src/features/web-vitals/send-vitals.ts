import type { ApiPathPattern } from '@termlens/contracts/api-endpoints';
import type { VitalsBatch } from '@termlens/contracts/web-vitals';

// A beacon outlives the page, so this call cannot go through the API client; typing the path by
// the endpoint table still ties it to the route the API's tests check.
const VITALS_URL: ApiPathPattern<'POST /api/vitals'> = '/api/vitals';

/**
 * Sends one batch in a way that survives the page being hidden or closed: a beacon, or a
 * keepalive fetch where the browser refuses the beacon. The body is a JSON Blob, so the request
 * carries Content-Type: application/json like every other POST to the API.
 */
export function sendVitals(batch: VitalsBatch): void {
  const body = JSON.stringify(batch);
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.(VITALS_URL, blob)) return;
  fetch(VITALS_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {
    // Metrics are best effort: a lost batch is not worth a retry or an error.
  });
}
