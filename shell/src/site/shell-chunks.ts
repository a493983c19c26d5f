// The shell's build lists, next to its index.html, the files of each named lazy chunk. The server
// preloads from it what a page owned by a remote loads from the shell.

export const shellChunksFile = 'named-chunks.json';

/** chunk name -> its files and those of the chunks it loads on demand, as paths from the site root */
export type ShellChunks = Record<string, string[]>;

/** The query provider every remote page renders in: the webpackChunkName in remote-module.tsx. */
export const remotePageChunk = 'query-provider';
