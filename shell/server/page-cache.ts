import type { Versions } from '@termlens/api/lib/content-versions';
import { EncodedCache, keptAnswer, pathAndQuery } from '@termlens/api/lib/encoded-cache';
import type { Context, MiddlewareHandler } from 'hono';

export interface PageCacheOptions {
  /**
   * every remote's current release (where its manifest is, and the build it names), read fresh
   * as the render will read it: a release changes it at once
   */
  builds(): Promise<string>;
  /** the content counters: a page may show any content */
  versions(): Versions | Promise<Versions>;
  maxBytes: number;
}

const wholePages = new WeakSet<Context>();

/**
 * The page route rendered this page whole: the shell's own content or a remote's page rendered
 * on the server. A page whose remote fell back to the browser is not marked, so a passing
 * fault is not kept and served after the remote is back.
 */
export function wholePage(c: Context): void {
  wholePages.add(c);
}

// Signed-in or per-visitor pages: the admin's frame is served to visitors who are not signed in.
const neverKept = /^\/admin(\/|$)/;

/**
 * Rendered pages kept encoded, by path and query, every remote's current build and the content
 * counters read before the render: a release or a content change makes new keys at once, and
 * old entries age out of the byte-capped LRU. Pages carry no per-request value (the CSP allows
 * the one inline script by its hash, no nonce), so one rendering serves every visitor.
 */
export function pageCache({ builds, versions, maxBytes }: PageCacheOptions): MiddlewareHandler {
  return keptAnswer({
    cache: new EncodedCache({ maxBytes }),
    key: async (c) => {
      if (neverKept.test(c.req.path)) return null;
      try {
        const [current, counters] = await Promise.all([builds(), versions()]);
        return `${current}|${counters.key}|${pathAndQuery(c)}`;
      } catch {
        // The database down: the page is rendered as before, with its error view, and not kept.
        return null;
      }
    },
    keepable: (c) => wholePages.has(c),
    cacheControl: 'no-cache',
  });
}
