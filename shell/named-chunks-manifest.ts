import type { ManifestObjectConfig } from '@rsbuild/core';
import { type ShellChunks, shellChunksFile } from './src/site/shell-chunks';

type Generate = NonNullable<ManifestObjectConfig['generate']>;

// A chunk's async chunks include the fallbacks of the shared modules it consumes (TanStack Query
// for the query provider): loading the chunk loads them too.
const namedAsyncChunks: Generate = ({ files }) => {
  const filesOf = new Map<string | number | undefined, string[]>();
  for (const { chunk, path } of files) {
    if (chunk) filesOf.set(chunk.id, [...(filesOf.get(chunk.id) ?? []), path]);
  }
  const chunks: ShellChunks = {};
  for (const { chunk, isInitial } of files) {
    if (!chunk?.name || isInitial) continue;
    chunks[chunk.name] = [chunk, ...chunk.getAllAsyncChunks()].flatMap(
      (c) => filesOf.get(c.id) ?? [],
    );
  }
  return chunks;
};

/** Which files each named lazy chunk of the shell needs, for the server's preload links. */
export const namedChunksManifest: ManifestObjectConfig = {
  filename: shellChunksFile,
  generate: namedAsyncChunks,
};
