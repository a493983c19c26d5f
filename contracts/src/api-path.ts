import type { ApiArgs, ApiEndpoint } from './api-endpoints';

/**
 * The URL of a call: the pattern's `:name` parameters encoded, then the query's given values.
 * An empty text counts as not given, so a form's blank field leaves the API's default in place.
 * The content pages and the server's preloads both build their URLs here: a preload is only
 * reused for the very same URL.
 */
export function apiPath<E extends ApiEndpoint>(endpoint: E, ...[request]: ApiArgs<E>): string {
  const { params, query } = request ?? {};
  const pattern = endpoint.slice(endpoint.indexOf(' ') + 1);
  const values: Record<string, string | number> = params ?? {};
  const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
