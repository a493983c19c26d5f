import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { EncodedCache, encodeAnswer, keptAnswer } from './encoded-cache';

/** An app whose one route counts its runs, behind the kept answers. */
function appWith(answer: (run: number) => Response) {
  const cache = new EncodedCache({ maxBytes: 1_000_000 });
  let runs = 0;
  const app = new Hono().get(
    '/list',
    keptAnswer({ cache, key: (c) => c.req.url, cacheControl: 'no-cache' }),
    () => answer(++runs),
  );
  return { app, runs: () => runs };
}

const json = (run: number) => Response.json({ run, filler: 'x'.repeat(2000) });
const br = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

describe('kept answers', () => {
  it('sends one answer again in the encoding asked for, each encoding with its own strong ETag', async () => {
    const { app, runs } = appWith(json);
    const brotli = await app.request('/list', { headers: br });
    const gzip = await app.request('/list', { headers: { 'Accept-Encoding': 'gzip' } });
    const identity = await app.request('/list');
    expect(runs()).toBe(1);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(identity.headers.get('content-encoding')).toBeNull();
    const body = (res: Response, decode: (b: Buffer) => Buffer) =>
      res.arrayBuffer().then((b) => JSON.parse(decode(Buffer.from(b)).toString()));
    expect(await body(brotli, brotliDecompressSync)).toMatchObject({ run: 1 });
    expect(await body(gzip, gunzipSync)).toMatchObject({ run: 1 });
    expect(await identity.json()).toMatchObject({ run: 1 });
    const etags = [brotli, gzip, identity].map((res) => res.headers.get('etag'));
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    for (const res of [brotli, gzip, identity]) {
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('answers 304 to the ETag of the encoding it would send, weak or in a list, and 200 otherwise', async () => {
    const { app } = appWith(json);
    const etag = (await app.request('/list', { headers: br })).headers.get('etag') ?? '';
    const ask = (ifNoneMatch: string, headers: Record<string, string> = br) =>
      app.request('/list', { headers: { ...headers, 'If-None-Match': ifNoneMatch } });
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await ask(tag);
      expect(res.status, tag).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
    }
    expect((await ask('"other"')).status).toBe(200);
    // The brotli ETag does not stand for the plain body.
    expect((await ask(etag, {})).status).toBe(200);
  });

  it('keeps no error and no answer that sets a cookie', async () => {
    const failing = appWith((run) => Response.json({ run }, { status: 503 }));
    await failing.app.request('/list');
    expect((await failing.app.request('/list')).status).toBe(503);
    expect(failing.runs()).toBe(2);
    const cookie = appWith((run) =>
      Response.json({ run }, { headers: { 'Set-Cookie': `visitor=${run}` } }),
    );
    await cookie.app.request('/list');
    const second = await cookie.app.request('/list');
    expect(second.headers.get('set-cookie')).toBe('visitor=2');
    expect(second.headers.get('etag')).toBeNull();
  });

  it('makes an answer once for requests that miss it together', async () => {
    const { app, runs } = appWith(json);
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => (await app.request('/list')).json()),
    );
    expect(runs()).toBe(1);
    expect(answers.every((a) => (a as { run: number }).run === 1)).toBe(true);
  });

  it('holds at most its byte cap, dropping the least recently used, and never an answer larger', async () => {
    const sized = (n: number) =>
      encodeAnswer(new TextEncoder().encode('y'.repeat(n)), 'text/plain');
    const one = await sized(4000);
    const bytes =
      one.bodies.identity.byteLength + one.bodies.br.byteLength + one.bodies.gzip.byteLength;
    const cache = new EncodedCache({ maxBytes: bytes * 3 });
    for (const key of ['a', 'b', 'c']) await cache.getOrMake(key, async () => one);
    cache.get('a');
    await cache.getOrMake('d', async () => one);
    expect(cache.size).toBeLessThanOrEqual(bytes * 3);
    expect(['a', 'b', 'c', 'd'].map((key) => cache.get(key) !== undefined)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    const huge = await sized(bytes * 40);
    expect(await cache.getOrMake('huge', async () => huge)).toBe(huge);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBeLessThanOrEqual(bytes * 3);
  });

  it('is bypassed by methods other than GET and HEAD', async () => {
    const cache = new EncodedCache({ maxBytes: 1_000_000 });
    let runs = 0;
    const app = new Hono().post(
      '/list',
      keptAnswer({ cache, key: () => 'same', cacheControl: 'no-cache' }),
      (c) => c.json({ run: ++runs }),
    );
    await app.request('/list', { method: 'POST' });
    expect(await (await app.request('/list', { method: 'POST' })).json()).toEqual({ run: 2 });
  });
});
