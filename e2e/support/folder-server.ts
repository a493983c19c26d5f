import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { freePort, repoRoot } from './servers';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export interface FolderServer {
  url: string;
  /** paths (under the folder's URL) that answer 500 until cleared */
  failing: Set<string>;
  stop(): Promise<void>;
}

/**
 * A remote's build served as a CDN would, from another origin, but read from disk on every
 * request: a test can redeploy it by changing the files behind the same URL.
 */
export async function startFolderServer(root: string): Promise<FolderServer> {
  const failing = new Set<string>();
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (failing.has(path)) {
      res.writeHead(500).end('failing on purpose');
      return;
    }
    try {
      const body = await readFile(join(root, path));
      res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    failing,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A copy of a remote's build (`mfe-content`), to serve from an origin of its own and change. */
export function copyOfBuild(pkg: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'termlens-remote-'));
  cpSync(join(repoRoot, pkg, 'dist'), folder, { recursive: true });
  // The encoded copies would be served as they are; the test changes the plain files.
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (/\.(br|gz)$/.test(file)) rmSync(join(folder, file));
  }
  return folder;
}
