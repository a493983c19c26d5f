import type {
  AnyApiRequest,
  ApiAnswer,
  ApiArgs,
  ApiEndpoint,
} from '@termlens/contracts/api-endpoints';
import { uncheckedApiPath } from '@termlens/contracts/api-path';

/** A non-ok answer: message `status: body`, with the API's field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The API said the thing asked for does not exist (not that it failed to look). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

async function toError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let fields: Record<string, string> = {};
  let detail = text || res.statusText;
  try {
    const body = JSON.parse(text) as { error?: string; fields?: Record<string, string> };
    fields = body.fields ?? {};
    detail = body.error ?? detail;
  } catch {
    // Not JSON: keep the text.
  }
  return new ApiError(res.status, `${res.status}: ${detail}`, fields);
}

/**
 * The one way the front ends call the API, e.g. `apiCall('GET /api/blog/:slug', { params })`:
 * the contracts' table types what each call takes and answers. Every call sends cookies; a
 * body goes as JSON.
 */
export function apiCall<E extends ApiEndpoint>(
  endpoint: E,
  ...args: ApiArgs<E>
): Promise<ApiAnswer<E>>;
// One optional parameter, not a rest one, for the same reason as apiPath's.
export async function apiCall(endpoint: ApiEndpoint, request?: AnyApiRequest): Promise<unknown> {
  const body = request?.body;
  const res = await fetch(uncheckedApiPath(endpoint, request), {
    method: endpoint.split(' ')[0],
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: request?.signal,
  });
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined;
  return res.json();
}
