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
