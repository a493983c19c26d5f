import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

const named: Record<ContentEncoding, RegExp> = { br: /\bbr\b/, gzip: /\bgzip\b/ };

/** The first of `offered` that the client's Accept-Encoding names, or null to send it as is. */
export function preferredEncoding(
  acceptEncoding: string,
  offered: readonly ContentEncoding[] = ['br', 'gzip'],
): ContentEncoding | null {
  return offered.find((encoding) => named[encoding].test(acceptEncoding)) ?? null;
}

/** Compressed at the highest level: callers encode a body once and send it many times. */
export function encodeBody(body: Uint8Array, encoding: ContentEncoding): Uint8Array {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(body, { level: 9 });
}
