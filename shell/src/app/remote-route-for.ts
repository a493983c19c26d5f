import type { SiteRoute } from '@termlens/contracts/published-site';
import { routePatternOf } from './route-pattern';

/** The remote's page at this pathname; undefined for the shell's own pages and a 404. */
export function remoteRouteFor(
  pathname: string,
  routes: readonly SiteRoute[],
): SiteRoute | undefined {
  const pattern = routePatternOf(pathname, routes);
  return routes.find((route) => route.path === pattern);
}
