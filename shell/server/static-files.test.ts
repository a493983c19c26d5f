import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StaticFolder } from './static-files';

describe('StaticFolder', () => {
  let root: string;
  const script = 'console.log("TermLens");\n'.repeat(80);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'termlens-static-'));
    mkdirSync(join(root, 'static/js'), { recursive: true });
    writeFileSync(join(root, 'static/js/app.0123456789.js'), script);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('serves the encodings the build wrote beside a file, as they are', () => {
    // Not what a compressor would make of the script: proof that the file is what is sent.
    writeFileSync(join(root, 'static/js/app.0123456789.js.br'), 'brotli bytes from the build');
    writeFileSync(join(root, 'static/js/app.0123456789.js.gz'), 'gzip bytes from the build');
    const folder = new StaticFolder(root);
    const path = '/static/js/app.0123456789.js';
    const file = folder.get(path);
    if (!file) throw new Error('the script was not loaded');

    const [br, brName] = folder.encode(path, file, 'gzip, deflate, br');
    expect([new TextDecoder().decode(br), brName]).toEqual(['brotli bytes from the build', 'br']);
    const [gz, gzName] = folder.encode(path, file, 'gzip');
    expect([new TextDecoder().decode(gz), gzName]).toEqual(['gzip bytes from the build', 'gzip']);
    expect(folder.get(`${path}.br`)).toBeUndefined();
    expect(folder.size).toBe(1);
  });

  it('compresses a file the build left uncompressed, once, on first use', () => {
    const folder = new StaticFolder(root);
    const path = '/static/js/app.0123456789.js';
    const file = folder.get(path);
    if (!file) throw new Error('the script was not loaded');
    const [br] = folder.encode(path, file, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(folder.encode(path, file, 'br')[0]).toBe(br);
    expect(gunzipSync(folder.encode(path, file, 'gzip')[0]).toString()).toBe(script);
  });

  it('keeps a .gz file with no original beside it as a file of its own', () => {
    writeFileSync(join(root, 'archive.gz'), 'an archive');
    const folder = new StaticFolder(root);
    expect(folder.get('/archive.gz')?.contentType).toBe('application/octet-stream');
  });
});
