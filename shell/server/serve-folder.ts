import type { Context, MiddlewareHandler } from 'hono';
import type { StaticFile, StaticFolder } from './static-files';

/** Answers a file of the folder, with its caching rule, ETag revalidation and compression. */
export function sendStatic(c: Context, folder: StaticFolder, path: string, file: StaticFile) {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  };
  if (c.req.header('If-None-Match') === file.etag) return c.body(null, 304, headers);
  const [body, encoding] = folder.encode(path, file, c.req.header('Accept-Encoding') ?? '');
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}

export function serveFolder(
  folder: StaticFolder,
  stripPrefix = '',
  extraHeaders: Record<string, string> = {},
): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path.slice(stripPrefix.length) || '/';
    const file = folder.get(path);
    if (!file || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    for (const [k, v] of Object.entries(extraHeaders)) c.header(k, v);
    return sendStatic(c, folder, path, file);
  };
}
