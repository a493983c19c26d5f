import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { type ContentEncoding, encodeBodyAsync, preferredEncoding } from './content-encoding';

type Representation = ContentEncoding | 'identity';

/** One answer as kept: its bytes in every encoding, each with its own strong ETag. */
export interface EncodedAnswer {
  contentType: string;
  bodies: Record<Representation, Uint8Array>;
  etags: Record<Representation, string>;
}

/** Every encoding made once, off the event loop; the ETag is the content's hash. */
export async function encodeAnswer(body: Uint8Array, contentType: string): Promise<EncodedAnswer> {
  const [br, gzip] = await Promise.all([
    encodeBodyAsync(body, 'br'),
    encodeBodyAsync(body, 'gzip'),
  ]);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  // Strong ETags name one representation: each encoding has its own.
  return {
    contentType,
    bodies: { identity: body, br, gzip },
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
  };
}

const answerBytes = (answer: EncodedAnswer) =>
  answer.bodies.identity.byteLength + answer.bodies.br.byteLength + answer.bodies.gzip.byteLength;

/**
 * Encoded answers by key, least recently used out first once their bytes pass `maxBytes`.
 * Concurrent misses of one key make the answer once and share it.
 */
export class EncodedCache {
  private readonly answers: LRUCache<string, EncodedAnswer>;
  private readonly making = new Map<string, Promise<EncodedAnswer | null>>();

  constructor({ maxBytes }: { maxBytes: number }) {
    this.answers = new LRUCache({ maxSize: maxBytes, sizeCalculation: answerBytes });
  }

  /** bytes held now */
  get size(): number {
    return this.answers.calculatedSize;
  }

  get(key: string): EncodedAnswer | undefined {
    return this.answers.get(key);
  }

  /** The kept answer, or the one `make` gives (null: nothing to keep), made once per key. */
  getOrMake(key: string, make: () => Promise<EncodedAnswer | null>): Promise<EncodedAnswer | null> {
    const kept = this.answers.get(key);
    if (kept) return Promise.resolve(kept);
    let made = this.making.get(key);
    if (!made) {
      made = make()
        .then((answer) => {
          // An answer larger than the whole cache is sent, not kept.
          if (answer) this.answers.set(key, answer);
          return answer;
        })
        .finally(() => this.making.delete(key));
      this.making.set(key, made);
    }
    return made;
  }
}

/** The request's path and query, without the origin the client named. */
export function pathAndQuery(c: Context): string {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

/** Weak comparison, as If-None-Match asks: `W/` is ignored. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** The answer in the encoding the client accepts best, or 304 when it holds that one already. */
export function sendEncoded(c: Context, answer: EncodedAnswer, cacheControl: string): Response {
  const encoding = preferredEncoding(c.req.header('Accept-Encoding') ?? '');
  const representation = encoding ?? 'identity';
  const headers: Record<string, string> = {
    ETag: answer.etags[representation],
    Vary: 'Accept-Encoding',
    'Cache-Control': cacheControl,
  };
  if (matches(c.req.header('If-None-Match'), headers.ETag as string)) {
    return c.newResponse(null, 304, headers);
  }
  headers['Content-Type'] = answer.contentType;
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.newResponse(answer.bodies[representation] as Uint8Array<ArrayBuffer>, 200, headers);
}

export interface KeptAnswerOptions<C extends Context> {
  cache: EncodedCache;
  /** this request's key, with everything its answer depends on; null: made and sent as usual */
  key(c: C): string | null | Promise<string | null>;
  /** after the handler: whether what it answered may be sent to anyone who asks the same */
  keepable?(c: C): boolean;
  cacheControl: string;
}

/**
 * Keeps the handler's answers by key and sends them again, encoded and with an ETag, until the
 * key changes. Only a 200 without Set-Cookie is kept.
 */
export function keptAnswer<C extends Context>({
  cache,
  key,
  keepable = () => true,
  cacheControl,
}: KeptAnswerOptions<C>): MiddlewareHandler {
  return async (c, next) => {
    const k = c.req.method === 'GET' || c.req.method === 'HEAD' ? await key(c as C) : null;
    if (k === null) return next();
    let handled = false;
    const answer = await cache.getOrMake(k, async () => {
      handled = true;
      await next();
      const res = c.res;
      if (res.status !== 200 || res.headers.has('Set-Cookie') || !keepable(c as C)) return null;
      return encodeAnswer(
        new Uint8Array(await res.arrayBuffer()),
        res.headers.get('Content-Type') ?? 'application/octet-stream',
      );
    });
    if (!answer) {
      // Another request's answer could not be kept: this one is made for itself.
      if (!handled) await next();
      return;
    }
    const response = sendEncoded(c, answer, cacheControl);
    if (!handled) return response;
    // Replaced, not merged: merging would put the handler's headers back over these.
    c.res = undefined;
    c.res = response;
  };
}
