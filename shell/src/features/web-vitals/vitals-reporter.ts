// Types only: the contract's zod schemas stay out of the browser's chunk.

import type { VitalSample } from '@termlens/contracts/web-vitals';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { sendVitals } from './send-vitals';

// Loaded only once the visitor has given analytics consent (see web-vitals-gate.tsx).

let route: string | null = null;
let queue: VitalSample[] = [];
let observing = false;

// Each metric is reported at most once per hide, so one batch stays far below the API's cap.
function flush() {
  if (queue.length === 0) return;
  sendVitals({ metrics: queue });
  queue = [];
}

function collect({ name, value, rating }: Metric) {
  if (route === null) return;
  queue.push({ name, value, rating, route });
  // web-vitals reports CLS, INP and LCP as the page is hidden, possibly after our own
  // listener ran: whatever arrives while hidden goes out at once.
  if (document.visibilityState === 'hidden') flush();
}

const onVisibilityChange = () => {
  if (document.visibilityState === 'hidden') flush();
};

/**
 * Starts reporting; every metric is filed under `landingRoute`, the page pattern the visit
 * started on, since web-vitals measures the page load and soft navigations do not start a new one.
 */
export function startVitalsReporter(landingRoute: string) {
  if (route === null) {
    document.addEventListener('visibilitychange', onVisibilityChange);
    addEventListener('pagehide', flush);
  }
  route = landingRoute;
  // web-vitals has no way to unsubscribe: observe once, and drop what arrives while stopped.
  if (observing) return;
  observing = true;
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(collect);
}

/** Consent withdrawn: nothing queued or measured from now on is sent. */
export function stopVitalsReporter() {
  route = null;
  queue = [];
  document.removeEventListener('visibilitychange', onVisibilityChange);
  removeEventListener('pagehide', flush);
}
