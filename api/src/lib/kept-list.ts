import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { type ContentTopic, contentVersions } from './content-versions';
import { EncodedCache, keptAnswer, pathAndQuery } from './encoded-cache';

/** Per list route and process; a list page is at most tens of KB in its three encodings. */
const LIST_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * A content list's answers kept per path and query until its topic's counter moves. The raw
 * query is the key, so a repeat skips validation and the database; unknown parameters only
 * make more entries, bounded by the byte cap. `no-cache`: browsers keep it and ask again with
 * its ETag.
 */
export function keptList(topic: ContentTopic): MiddlewareHandler<AppEnv> {
  return keptAnswer<Context<AppEnv>>({
    cache: new EncodedCache({ maxBytes: LIST_CACHE_BYTES }),
    key: async (c) => {
      const versions = await contentVersions(c.get('db')).current();
      return `${versions.of(topic)} ${pathAndQuery(c)}`;
    },
    cacheControl: 'no-cache',
  });
}
