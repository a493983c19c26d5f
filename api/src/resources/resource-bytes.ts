import type { ResourceFile } from './resource-files';

// Building a file takes pdfkit or exceljs tens of milliseconds and the result never changes
// (builds are deterministic), so each file is built once per process and kept.
const cache = new Map<string, Promise<Uint8Array>>();

export function resourceBytes(file: ResourceFile): Promise<Uint8Array> {
  let bytes = cache.get(file.key);
  if (!bytes) {
    bytes = file.build();
    // A failed build is not cached: the next request tries again.
    bytes.catch(() => cache.delete(file.key));
    cache.set(file.key, bytes);
  }
  return bytes;
}
