import type { AnyApiRequest, ApiArgs, ApiEndpoint } from './api-endpoints';

/**
 * The URL of a call: the pattern's `:name` parameters encoded, then the query's given values.
 * An empty text counts as not given, so a form's blank field leaves the API's default in place.
 * The content pages and the server's preloads both build their URLs here: a preload is only
 * reused for the very same URL.
 */
export function apiPath<E extends ApiEndpoint>(endpoint: E, ...args: ApiArgs<E>): string;
// One optional parameter rather than a rest one: the build would turn a rest parameter into a
// loop over `arguments` in every bundle that calls the API.
export function apiPath(endpoint: ApiEndpoint, request?: AnyApiRequest): string {
  return uncheckedApiPath(endpoint, request);
}

/** apiPath without the table's checks, for the API client's own code, which has made them. */
export function uncheckedApiPath(endpoint: ApiEndpoint, request?: AnyApiRequest): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request?.query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  // One pass drops the method and fills in the parameters.
  const path = endpoint.replace(/^\w+ |:(\w+)/g, (_, name?: string) =>
    name ? encodeURIComponent(String(request?.params?.[name])) : '',
  );
  return query ? `${path}?${query}` : path;
}
