import type { SiteMap, SiteRoute } from '@termlens/contracts/published-site';
import {
  homePage,
  notFoundPage,
  type PageMeta,
  type SitePage,
  siteName,
} from '@termlens/contracts/site-pages';
import type { RenderedPage } from '../src/server/render-contract';
import { organization } from './structured-data';

export interface ResolvedPage {
  /** 503: the database is down, so the shell is served to show its error view */
  status: 200 | 404 | 503;
  meta: PageMeta;
  /** JSON-LD objects written into the page */
  structuredData: Record<string, unknown>[];
  /** the remote page whose path pattern matched; none for home and for a path no page has */
  route?: SiteRoute;
  /** the path without a trailing slash */
  path: string;
  /** the path's parameters (`slug` of `/blog/:slug`) */
  params: Record<string, string>;
}

export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] as string;
    if (part.startsWith(':')) {
      const decoded = decodeSegment(value);
      if (decoded === null) return null;
      params[part.slice(1)] = decoded;
    } else if (part !== value) return null;
  }
  return params;
}

// A malformed escape such as `/blog/%` names no page: a 404, not a URIError.
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const dynamicSegments = (pattern: string) => pattern.split('/:').length - 1;

/**
 * The page at a path, among home and the remotes' published pages: `/blog/featured` before
 * `/blog/:slug`, as the browser's router ranks them.
 */
export function resolvePage(path: string, site: SiteMap, siteUrl: string): ResolvedPage {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (normalised === '/') {
    return {
      status: 200,
      meta: homePage,
      structuredData: [breadcrumbs(homePage, normalised, site, siteUrl), organization(siteUrl)],
      path: normalised,
      params: {},
    };
  }
  const route = site.routes
    .filter((candidate) => matchPath(candidate.path, normalised))
    .sort((a, b) => dynamicSegments(a.path) - dynamicSegments(b.path))[0];
  if (!route) {
    return { status: 404, meta: notFoundPage, structuredData: [], path: normalised, params: {} };
  }
  return {
    status: 200,
    meta: route,
    structuredData: [breadcrumbs(route, normalised, site, siteUrl)],
    route,
    path: normalised,
    params: matchPath(route.path, normalised) ?? {},
  };
}

/**
 * The page as its render found it: no such record (404) or the API down (503), or with the head
 * the remote's page made from its data (a post's own title, its Article).
 */
export function renderedPage(
  resolved: ResolvedPage,
  rendered: RenderedPage | null,
  site: SiteMap,
  siteUrl: string,
): ResolvedPage {
  if (rendered?.status === 404) {
    return { ...resolved, status: 404, meta: notFoundPage, structuredData: [] };
  }
  if (rendered?.status === 503) return { ...resolved, status: 503, structuredData: [] };
  const head = rendered?.head;
  if (!head || !resolved.route) return resolved;
  const named = { ...resolved.route, name: head.meta?.title ?? resolved.route.name };
  return {
    ...resolved,
    meta: head.meta ?? resolved.meta,
    structuredData: [breadcrumbs(named, resolved.path, site, siteUrl), ...head.structuredData],
  };
}

/** The path's breadcrumbs: home, the section's page when there is one, and the page itself. */
export function breadcrumbs(
  page: SitePage,
  path: string,
  site: SiteMap,
  siteUrl: string,
): Record<string, unknown> {
  const items = [{ name: siteName, url: `${siteUrl}/` }];
  const parent = path.split('/').filter(Boolean)[0];
  const parentPage = site.routes.find((p) => p.path === `/${parent}`);
  if (parentPage && parentPage.path !== path) {
    items.push({ name: parentPage.name, url: `${siteUrl}${parentPage.path}` });
  }
  if (path !== '/') items.push({ name: page.name, url: `${siteUrl}${path}` });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
