import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { compressAnswers, MIN_COMPRESSED_BYTES } from './compress-answers';
import { preferredEncoding } from './content-encoding';

const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
const largeJson = JSON.stringify(large);

const app = new Hono()
  .use(compressAnswers())
  .post('/small', (c) => c.json({ id: 7 }, 201))
  .get('/large', (c) => c.json(large))
  .get('/page', (c) => c.html(`<p>${'a page '.repeat(400)}</p>`))
  .get('/tagged', (c) => c.json(large, 200, { ETag: '"v1"' }))
  .get('/csv', (c) => {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    return stream(c, async (out) => {
      for (let i = 0; i < 300; i++) await out.write(`${i},row ${i}\n`);
    });
  });

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, {
    method,
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  });

describe('compressAnswers', () => {
  it('sends a body under 1 KB as it is, with its length', async () => {
    const res = await get('/small', 'gzip, deflate, br, zstd', 'POST');
    expect(res.status).toBe(201);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Length')).toBe('8');
    expect(await res.json()).toEqual({ id: 7 });
    expect(largeJson.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
  });

  it('compresses a larger JSON or HTML answer in the encoding the client prefers, with its length', async () => {
    const br = await get('/large', 'gzip, deflate, br, zstd');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('Content-Length')).toBe(String(brBytes.byteLength));
    expect(brotliDecompressSync(brBytes).toString()).toBe(largeJson);

    const gzip = await get('/page', 'gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('a page a page');
  });

  it('sends it as is when the client accepts no encoding we offer, still saying it varies', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0.000', 'zstd']) {
      const res = await get('/large', accept);
      expect(res.headers.get('Content-Encoding'), accept).toBeNull();
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(await res.text()).toBe(largeJson);
    }
  });

  it('weakens a strong ETag of a compressed body', async () => {
    expect((await get('/tagged', 'br')).headers.get('ETag')).toBe('W/"v1"');
    expect((await get('/tagged')).headers.get('ETag')).toBe('"v1"');
  });

  it('leaves a HEAD alone and still compresses a streamed answer as it is written', async () => {
    expect((await get('/large', 'br', 'HEAD')).headers.get('Content-Encoding')).toBeNull();
    const csv = await get('/csv', 'gzip');
    expect(csv.headers.get('Content-Encoding')).toBe('gzip');
    expect(csv.headers.get('Content-Length')).toBeNull();
    const text = gunzipSync(Buffer.from(await csv.arrayBuffer())).toString();
    expect(text.split('\n')).toHaveLength(301);
  });
});

describe('preferredEncoding', () => {
  it('takes the first offered encoding the client names and does not refuse', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br ; q=0.0')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding('br', ['gzip'])).toBeNull();
  });
});
