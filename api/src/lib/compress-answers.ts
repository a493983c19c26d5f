import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { encodeBody, preferredEncoding } from './content-encoding';

/** Below this a body is sent as is: compressing it costs more time than it saves bytes. */
export const MIN_COMPRESSED_BYTES = 1024;

// JSON and HTML answers are whole strings here (c.json, c.html); only other types are streamed
// (a CSV export written in batches), and those must not be read into memory first.
const wholeTypes = /^(application\/json|text\/html)\b/i;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * JSON and HTML answers read whole, then sent with their length: as they are below 1 KB, or
 * compressed in one call at a quick level (brotli or gzip, as the client accepts). Hono's
 * compress() streams every body through a CompressionStream, chunk-encoded, whatever its size: for
 * a lead's 201 of ten bytes that was about a sixth of the request's CPU. Streamed answers still
 * get it.
 */
function wholeAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers first: asking a response for its body makes the server's fast path build it whole.
    if (
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      !wholeTypes.test(res.headers.get('Content-Type') ?? '') ||
      noTransform.test(res.headers.get('Cache-Control') ?? '') ||
      !res.body
    ) {
      return;
    }
    let body: Uint8Array = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.byteLength >= MIN_COMPRESSED_BYTES) {
      if (!/accept-encoding/i.test(headers.get('Vary') ?? '')) {
        headers.append('Vary', 'Accept-Encoding');
      }
      const encoding = preferredEncoding(c.req.header('Accept-Encoding') ?? '');
      if (encoding) {
        body = encodeBody(body, encoding, 'quick');
        headers.set('Content-Encoding', encoding);
        // The bytes differ from the identity body's: a strong ETag must not claim them equal.
        const etag = headers.get('ETag');
        if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
      }
    }
    headers.set('Content-Length', String(body.byteLength));
    // Replaced, not merged: merging would copy the old headers back over these.
    c.res = undefined;
    c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, headers });
  };
}

/** Every compressible answer compressed as the client accepts; see `wholeAnswers`. */
export function compressAnswers(): MiddlewareHandler {
  const streamed = compress();
  const whole = wholeAnswers();
  return (c, next) =>
    streamed(c, async () => {
      await whole(c, next);
    });
}
