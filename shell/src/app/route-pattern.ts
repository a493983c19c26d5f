import type { SiteRoute } from '@termlens/contracts/published-site';
import { matchRoutes } from '@termlens/shared-ui/lib/router';

/**
 * The page pattern a pathname renders (`/blog/:slug` for `/blog/a-post`), ranked as the router
 * ranks them; null for a 404.
 */
export function routePatternOf(pathname: string, routes: readonly SiteRoute[]): string | null {
  const patterns = [{ path: '/' }, ...routes.map((route) => ({ path: route.path }))];
  return matchRoutes(patterns, pathname)?.at(-1)?.route.path ?? null;
}
