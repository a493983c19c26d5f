import type { Database } from '@termlens/api/db/client';
import { isDatabaseUnavailable } from '@termlens/api/lib/error-handler';
import {
  notFoundPage,
  type PageMeta,
  type SitePage,
  type SitePath,
  siteName,
  sitePages,
} from '@termlens/contracts/site-pages';
import type { Preload } from './preload-links';
import { pageStructuredData } from './structured-data';

export interface ResolvedPage {
  /** 503: the database is down, so the shell is served to show its error view */
  status: 200 | 404 | 503;
  meta: PageMeta;
  /** JSON-LD objects written into the page */
  structuredData: Record<string, unknown>[];
  /** the site page whose path pattern matched; none for a path no page has */
  pattern?: SitePath;
  /** what the page fetches as it renders (its API data, its first-screen image), to preload */
  preloads: Preload[];
}

/**
 * Pages whose metadata comes from the database (a blog post's title, say) register a resolver
 * for their path pattern. Answering null makes the page a 404.
 */
export type PageMetaResolver = (
  params: Record<string, string>,
  db: Database,
) => Promise<{
  meta: PageMeta;
  structuredData?: Record<string, unknown>[];
  preloads?: Preload[];
} | null>;

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

export async function resolvePage(
  path: string,
  db: Database,
  resolvers: Partial<Record<string, PageMetaResolver>>,
  siteUrl: string,
): Promise<ResolvedPage> {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const page of sitePages) {
    const params = matchPath(page.path, normalised);
    if (!params) continue;
    const pattern = page.path;
    const resolver = resolvers[pattern];
    if (!resolver) {
      return {
        status: 200,
        meta: page,
        structuredData: [
          breadcrumbs(page, normalised, siteUrl),
          ...pageStructuredData(pattern, siteUrl),
        ],
        pattern,
        preloads: [],
      };
    }
    const found = await resolver(params, db).catch((err: unknown) => {
      if (isDatabaseUnavailable(err)) return 'unavailable' as const;
      throw err;
    });
    // The page's generic metadata; the front end finds the API down too and shows its error view.
    if (found === 'unavailable') {
      return { status: 503, meta: page, structuredData: [], pattern, preloads: [] };
    }
    // The page's remote still renders (its own 'not found' view), with no data to fetch.
    if (!found) {
      return { status: 404, meta: notFoundPage, structuredData: [], pattern, preloads: [] };
    }
    return {
      status: 200,
      meta: found.meta,
      structuredData: [
        breadcrumbs({ ...page, name: found.meta.title }, normalised, siteUrl),
        ...(found.structuredData ?? []),
      ],
      pattern,
      preloads: found.preloads ?? [],
    };
  }
  return { status: 404, meta: notFoundPage, structuredData: [], preloads: [] };
}

function breadcrumbs(page: SitePage, path: string, siteUrl: string): Record<string, unknown> {
  const items = [{ name: siteName, url: `${siteUrl}/` }];
  const parent = path.split('/').filter(Boolean)[0];
  const parentPage = sitePages.find((p) => p.path === `/${parent}`);
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
