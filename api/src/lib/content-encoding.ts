import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** The encodings a client accepts, by its Accept-Encoding: a few strings cover every browser. */
const acceptedBy = new Map<string, ReadonlySet<string>>();
const MAX_REMEMBERED_HEADERS = 64;

function acceptedEncodings(acceptEncoding: string): ReadonlySet<string> {
  let accepted = acceptedBy.get(acceptEncoding);
  if (accepted) return accepted;
  const names = new Set<string>();
  for (const item of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim());
    const refused = params.some((param) => /^q=0(\.0{0,3})?$/.test(param));
    if (!refused) names.add(name);
  }
  accepted = names;
  // Any client can send any string: what is remembered stays bounded.
  if (acceptedBy.size >= MAX_REMEMBERED_HEADERS) acceptedBy.clear();
  acceptedBy.set(acceptEncoding, accepted);
  return accepted;
}

/**
 * The first of `offered` that the client's Accept-Encoding names without refusing it (`;q=0`),
 * or null to send it as is.
 */
export function preferredEncoding(
  acceptEncoding: string,
  offered: readonly ContentEncoding[] = ['br', 'gzip'],
): ContentEncoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  return offered.find((encoding) => accepted.has(encoding)) ?? null;
}

/**
 * `best`: the highest levels, for a body encoded once and sent many times. `quick`: for a body
 * sent once; brotli 4 costs about what gzip 6 does and gives a smaller body.
 */
const levels = {
  best: { br: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }, gzip: { level: 9 } },
  quick: { br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, gzip: { level: 6 } },
};
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed in this thread, at the highest level unless told. */
export function encodeBody(
  body: Uint8Array,
  encoding: ContentEncoding,
  level: keyof typeof levels = 'best',
): Uint8Array {
  return encoding === 'br'
    ? brotliCompressSync(body, levels[level].br)
    : gzipSync(body, levels[level].gzip);
}

/** At the highest level, in libuv's thread pool: a large body does not hold up other requests. */
export function encodeBodyAsync(body: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array> {
  return encoding === 'br' ? brotliAsync(body, levels.best.br) : gzipAsync(body, levels.best.gzip);
}
