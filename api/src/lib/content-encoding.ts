import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

const named: Record<ContentEncoding, RegExp> = { br: /\bbr\b/, gzip: /\bgzip\b/ };

/** The first of `offered` that the client's Accept-Encoding names, or null to send it as is. */
export function preferredEncoding(
  acceptEncoding: string,
  offered: readonly ContentEncoding[] = ['br', 'gzip'],
): ContentEncoding | null {
  return offered.find((encoding) => named[encoding].test(acceptEncoding)) ?? null;
}

// The highest levels: callers encode a body once and send it many times.
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const gzipOptions = { level: 9 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed at the highest level, on this thread: for small bodies. */
export function encodeBody(body: Uint8Array, encoding: ContentEncoding): Uint8Array {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body, gzipOptions);
}

/**
 * Compressed at the highest level on libuv's thread pool: a large script takes brotli about half
 * a second, which on this thread would hold up every other request.
 */
export function encodeBodyOffThread(
  body: Uint8Array,
  encoding: ContentEncoding,
): Promise<Uint8Array> {
  return encoding === 'br' ? brotliAsync(body, brotliOptions) : gzipAsync(body, gzipOptions);
}
