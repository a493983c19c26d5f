import { useLocation } from '@termlens/shared-ui/lib/router';
import { useConsentStore } from '@termlens/shared-ui/stores/consent-store';
import { useEffect, useState } from 'react';
import { routePatternOf } from '../../app/route-pattern';
import { useSiteMap } from '../../site/site-map-context';

// One promise for the chunk, so start and stop always run in the order the effects asked.
let reporter: Promise<typeof import('./vitals-reporter')> | undefined;
const loadReporter = () => {
  reporter ??= import('./vitals-reporter');
  return reporter;
};

/**
 * Real-user metrics only with analytics consent: without it the web-vitals chunk is never
 * downloaded. Consent given later starts the reporter; consent withdrawn stops it.
 */
export function WebVitalsGate() {
  const { pathname } = useLocation();
  const { routes } = useSiteMap();
  const [landingRoute] = useState(() => routePatternOf(pathname, routes));
  const analytics = useConsentStore((s) => s.consent?.analytics === true);

  useEffect(() => {
    if (!analytics || landingRoute === null) return;
    loadReporter().then((r) => r.startVitalsReporter(landingRoute));
    return () => {
      loadReporter().then((r) => r.stopVitalsReporter());
    };
  }, [analytics, landingRoute]);

  return null;
}
