import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A web root holding only the shell's HTML template: enough for createSite(), whose page routes
 * read nothing else. The caller removes it (rmSync) when done.
 */
export function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'termlens-site-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  return root;
}
