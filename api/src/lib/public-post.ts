import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { hitRateLimit, type RateLimitRule } from './rate-limit';

export interface PublicPostOptions {
  /** the largest Content-Length accepted, in bytes */
  maxBytes: number;
  rateLimit: RateLimitRule;
}

export const KB = 1024;
export const MB = 1024 * KB;

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * The guard of every public state-changing endpoint, in the order that costs least first:
 * 403 from another site, 415 for anything but JSON, 411 without a Content-Length (a chunked
 * body's size is unknown until it has been read, and reading it is what we refuse to do for a
 * stranger), 413 above the route's limit, 429 above the address's rate. The size is judged
 * from the header alone: hono's bodyLimit takes the body off the fast path (about 6x slower),
 * and @hono/node-server never hands the handler more bytes than Content-Length announced.
 */
export function publicPost({ maxBytes, rateLimit }: PublicPostOptions): MiddlewareHandler<AppEnv> {
  const limit = rateLimited(rateLimit);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = [new URL(c.req.url).origin, ...c.get('policy').allowedOrigins];
    if (
      (origin !== undefined && !allowed.includes(origin)) ||
      c.req.header('sec-fetch-site') === 'cross-site'
    ) {
      return c.json({ error: 'Cross-site requests are not allowed' }, 403);
    }
    if (!isJson(c.req.header('content-type'))) {
      return c.json({ error: 'The body must be JSON (Content-Type: application/json)' }, 415);
    }
    const lengthHeader = c.req.header('content-length');
    if (lengthHeader === undefined || !/^\d+$/.test(lengthHeader)) {
      return c.json({ error: 'A Content-Length header is required' }, 411);
    }
    if (Number(lengthHeader) > maxBytes) {
      return c.json({ error: 'The request body is too large' }, 413);
    }
    return limit(c, next);
  };
}

/**
 * 429 with Retry-After once the caller's address is over `rule`; skipped when the policy turns
 * rate limits off (RATE_LIMITS=off). Public POSTs get it through publicPost; sign-in directly.
 */
export function rateLimited(rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('policy').rateLimits) {
      const { allowed, retryAfter } = await hitRateLimit(
        c.get('db'),
        rule,
        c.get('clientAddress') ?? 'unknown',
      );
      if (!allowed) {
        return c.json({ error: 'Too many requests, please try again later' }, 429, {
          'Retry-After': String(retryAfter),
        });
      }
    }
    await next();
  };
}
