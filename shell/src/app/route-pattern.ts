import { type SitePath, sitePages } from '@termlens/contracts/site-pages';
import { matchRoutes } from '@termlens/shared-ui/lib/router';

const pageRoutes = sitePages.map((page) => ({ path: page.path }));

/** The page pattern a pathname renders (`/blog/:slug` for `/blog/a-post`); null for a 404. */
export function routePatternOf(pathname: string): SitePath | null {
  const matched = matchRoutes(pageRoutes, pathname)?.at(-1)?.route.path;
  return sitePages.find((page) => page.path === matched)?.path ?? null;
}
