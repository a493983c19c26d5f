import { type RemoteRoute, remoteRoutes } from '../site/remote-routes';
import { routePatternOf } from './route-pattern';

/** The remote that renders the page at this pathname; undefined for the shell's own pages. */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  const pattern = routePatternOf(pathname);
  return remoteRoutes.find((route) => route.path === pattern);
}
