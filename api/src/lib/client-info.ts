import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address: the socket's, or with a trusted proxy (TRUST_PROXY=true) the last
 * X-Forwarded-For hop, which is the one that proxy appended. Earlier hops are whatever the
 * client wrote and are never used. Null where there is no socket (app.request() in tests).
 */
export function clientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const hops = c.req.header('x-forwarded-for')?.split(',') ?? [];
    const last = hops.at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
