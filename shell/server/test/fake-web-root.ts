import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addFakeFrontendBuilds } from './fake-frontend-builds';

/**
 * A web root holding the shell's HTML template and what the page server reads of each remote's
 * build (fake-frontend-builds.ts): enough for createSite(), and each remote publishing its real
 * pages. The caller removes it (rmSync) when done.
 */
export function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'termlens-site-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  addFakeFrontendBuilds(root);
  return root;
}
