import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AdminEnv } from './admin-env';
import { SESSION_COOKIE, touchSession } from './sessions';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const withBody = new Set(['POST', 'PUT', 'PATCH']);

/**
 * State-changing admin calls only as JSON from the site's own origin: a cross-site form or
 * fetch cannot produce both, whatever the browser does with SameSite.
 */
export const sameOriginJson: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (!stateChanging.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  const sameOrigin = origin
    ? sameHost(origin, c.req.url)
    : c.req.header('sec-fetch-site') === 'same-origin';
  if (!sameOrigin) return c.json({ error: 'Cross-origin request refused' }, 403);
  const type = c.req.header('content-type') ?? '';
  if (withBody.has(c.req.method) && !/^application\/json\s*(;|$)/i.test(type)) {
    return c.json({ error: 'Content-Type must be application/json' }, 415);
  }
  return next();
};

// Host, not scheme: behind a TLS-terminating proxy the request reaches Node as http:// while the
// browser's Origin says https://. A browser never lets a page forge its Origin header.
function sameHost(origin: string, requestUrl: string): boolean {
  try {
    return new URL(origin).host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}

/** Every admin route but the sign-in itself: 401 without a live session. */
export const requireSession: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const session = token ? await touchSession(c.var.db, token) : null;
  if (!session) return c.json({ error: 'Not signed in' }, 401);
  c.set('admin', session);
  return next();
};
