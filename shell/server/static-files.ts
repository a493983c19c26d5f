import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import {
  type ContentEncoding,
  encodeBody,
  preferredEncoding,
} from '@termlens/api/lib/content-encoding';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

// rsbuild puts a content hash in every chunk name: those never change, everything else may.
const hashedName = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

export interface StaticFile {
  body: Uint8Array;
  contentType: string;
  etag: string;
  cacheControl: string;
  compressible: boolean;
}

// What the build writes beside a file (rsbuild-precompress.ts): its body in that encoding.
const precompressed: Record<string, ContentEncoding> = { '.br': 'br', '.gz': 'gzip' };

/**
 * A built folder held in memory. Encodings the build wrote are served as they are; any other is
 * computed once, on first use.
 */
export class StaticFolder {
  private readonly files = new Map<string, StaticFile>();
  private readonly encoded = new Map<string, Uint8Array>();

  constructor(readonly root: string) {
    if (existsSync(root)) this.load(root);
  }

  get size(): number {
    return this.files.size;
  }

  get(path: string): StaticFile | undefined {
    return this.files.get(path);
  }

  /** A JSON file of the build, parsed; undefined when the build has none. */
  json<T>(path: string): T | undefined {
    const file = this.files.get(path);
    return file && (JSON.parse(new TextDecoder().decode(file.body)) as T);
  }

  /** The body in the best encoding the client accepts, and that encoding's name. */
  encode(path: string, file: StaticFile, acceptEncoding: string): [Uint8Array, string | null] {
    if (!file.compressible || file.body.byteLength < 1024) return [file.body, null];
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding) return [file.body, null];
    const key = `${encoding}:${path}`;
    let body = this.encoded.get(key);
    if (!body) {
      body = encodeBody(file.body, encoding);
      this.encoded.set(key, body);
    }
    return [body, encoding];
  }

  private load(dir: string) {
    const names = new Set(readdirSync(dir));
    for (const name of names) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        this.load(full);
        continue;
      }
      const ext = extname(name);
      const original = name.slice(0, -ext.length);
      const encoding = precompressed[ext];
      const urlPath = `/${relative(this.root, full).split(sep).join('/')}`;
      if (encoding && names.has(original)) {
        this.encoded.set(`${encoding}:${urlPath.slice(0, -ext.length)}`, readFileSync(full));
        continue;
      }
      const body = readFileSync(full);
      this.files.set(urlPath, {
        body,
        contentType: contentTypes[ext] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        cacheControl: hashedName.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
        compressible: compressible.has(ext),
      });
    }
  }
}
