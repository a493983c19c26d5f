import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as contentEncoding from '../lib/content-encoding';
import { StaticFolder } from './static-files';

vi.mock('../lib/content-encoding', { spy: true });

describe('StaticFolder.encode', () => {
  const root = mkdtempSync(join(tmpdir(), 'termlens-static-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  // Text that compresses, large enough to be worth it.
  const script = Buffer.from(`console.log("${randomBytes(2048).toString('hex')}");\n`.repeat(20));
  writeFileSync(join(root, 'app.1234567890.js'), script);
  writeFileSync(join(root, 'tiny.js'), 'x');
  const folder = new StaticFolder(root);
  const app = folder.get('/app.1234567890.js');

  it('compresses a file once, off the event loop, for requests that arrive together', async () => {
    if (!app) throw new Error('app.js not loaded');
    const answers = await Promise.all(
      [1, 2, 3].map(() => folder.encode('/app.1234567890.js', app, 'gzip, deflate, br')),
    );
    expect(contentEncoding.encodeBodyOffThread).toHaveBeenCalledTimes(1);
    for (const [body, encoding] of answers) {
      expect(encoding).toBe('br');
      expect(Buffer.from(brotliDecompressSync(body)).equals(script)).toBe(true);
    }
    expect(answers[0]?.[0]).toBe(answers[2]?.[0]);
  });

  it('sends a file as it is when the client accepts no encoding, or the file is tiny', async () => {
    if (!app) throw new Error('app.js not loaded');
    expect(await folder.encode('/app.1234567890.js', app, 'identity')).toEqual([app.body, null]);
    const tiny = folder.get('/tiny.js');
    if (!tiny) throw new Error('tiny.js not loaded');
    expect(await folder.encode('/tiny.js', tiny, 'br')).toEqual([tiny.body, null]);
  });

  it('sends the file as it is if compressing fails, and tries again next time', async () => {
    const other = folder.get('/app.1234567890.js');
    if (!other) throw new Error('app.js not loaded');
    vi.mocked(contentEncoding.encodeBodyOffThread).mockRejectedValueOnce(new Error('zlib'));
    expect(await folder.encode('/again', other, 'gzip')).toEqual([other.body, null]);
    const [, encoding] = await folder.encode('/again', other, 'gzip');
    expect(encoding).toBe('gzip');
  });
});
