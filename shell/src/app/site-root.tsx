import { WebVitalsGate } from '../features/web-vitals/web-vitals-gate';
import { App } from './app';

/** What the server renders and the browser hydrates: one tree, so the two always match. */
export function SiteRoot() {
  return (
    <>
      <App />
      <WebVitalsGate />
    </>
  );
}
