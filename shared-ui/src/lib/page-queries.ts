import type { PageMeta } from '@termlens/contracts/site-pages';

// A remote's page module may export, beside its component, the queries its first render reads.
// The page server runs them before rendering the page, puts their answers into the HTML, and the
// browser starts with them: the page arrives whole and makes no request for what it shows first.

export interface PageRequest {
  /** the route's parameters (`slug` of `/blog/:slug`) */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** What TanStack Query's prefetchQuery needs; `queryOptions(...)` results fit it. */
export interface PageQuery {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

export type PageQueries = (request: PageRequest) => PageQuery[];

/** What the page server writes into the head of a page it rendered, beside the page's markup. */
export interface PageHead {
  /** the page's own title and description; without, the ones its remote published */
  meta?: PageMeta;
  /** JSON-LD objects */
  structuredData: Record<string, unknown>[];
}

/**
 * A page module may also export `pageHead`: its title and structured data from the answers of
 * its `pageQueries` (in their order).
 */
export type PageHeadOf = (
  answers: readonly unknown[],
  request: PageRequest & { siteUrl: string },
) => PageHead;
