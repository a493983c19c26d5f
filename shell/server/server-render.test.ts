import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { DatabaseHandle } from '@termlens/api/db/client';
import { createLogger } from '@termlens/api/lib/logger';
import { afterAll, describe, expect, it } from 'vitest';
import { paintFirstLoaderHash, paintFirstTemplate } from './paint-first';
import { createSite } from './site';
import { fakeWebRoot } from './test/fake-web-root';

// Home, a remote's page and a 404 never reach the database: a handle that only pings will do.
const database = { db: {}, kind: 'pglite', ping: async () => true, close: async () => {} };

const template =
  '<!doctype html><html><head><title>x</title>' +
  '<script defer src="/static/js/lib.1111111111.js"></script>' +
  '<script defer src="/static/js/index.2222222222.js"></script>' +
  '<link href="/static/css/index.css" rel="stylesheet"></head>' +
  '<body><div id="root"></div></body></html>';

// Stands in for shell/dist-server/render-page.js: home is the shell's own content, /compare a
// remote's, and /broken fails.
const fakeRenderer = `
export const renderPage = (url) => {
  if (url.startsWith('/broken')) throw new Error('render failed');
  return { markup: '<p>rendered ' + url + ' $&</p>', ownContent: !url.startsWith('/compare') };
};`;

function siteWith(renderer: string | null) {
  const root = fakeWebRoot();
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), template);
  if (renderer !== null) {
    mkdirSync(join(root, 'shell', 'dist-server'));
    writeFileSync(join(root, 'shell', 'dist-server', 'render-page.js'), renderer);
  }
  const site = createSite(
    { database: database as unknown as DatabaseHandle, log: createLogger('silent') },
    { webRoot: root, siteUrl: 'https://termlens.example', env: {} },
  );
  return { site, remove: () => rmSync(root, { recursive: true, force: true }) };
}

const rootOf = (html: string) => html.match(/<div id="root">(.*?)<\/div><\/body>/)?.[1];
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script data-scripts="([^"]*)">(.*?)<\/script>/g)].map((m) => ({
    sources: m[1],
    code: m[2] as string,
  }));

describe('pages with the shell server-rendered', () => {
  const { site, remove } = siteWith(fakeRenderer);
  afterAll(remove);

  it("writes home's markup into the root and loads the scripts after the first paint", async () => {
    const res = await site.request('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    // A `$&` in the markup stays as written, not a replacement pattern.
    expect(rootOf(html)).toBe('<p>rendered / $&</p>');
    expect(html).not.toContain('<script defer');
    const [loader, ...others] = inlineScripts(html);
    expect(others).toEqual([]);
    expect(loader?.sources).toBe('/static/js/lib.1111111111.js /static/js/index.2222222222.js');
    // The CSP admits exactly this inline script by its hash.
    const hash = createHash('sha256')
      .update(loader?.code ?? '')
      .digest('base64');
    expect(paintFirstLoaderHash).toBe(`'sha256-${hash}'`);
    expect(res.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${paintFirstLoaderHash}`,
    );
  });

  it("keeps the deferred scripts on a remote's page, rendered with its query", async () => {
    const html = await (await site.request('/compare?term=20')).text();
    expect(rootOf(html)).toBe('<p>rendered /compare?term=20 $&</p>');
    expect(html).toContain('<script defer src="/static/js/index.2222222222.js"></script>');
    expect(inlineScripts(html)).toEqual([]);
  });

  it('serves the page for the browser to render when the server render fails', async () => {
    const res = await site.request('/broken');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(rootOf(html)).toBe('');
    expect(html).toContain('<script defer src="/static/js/lib.1111111111.js"></script>');
  });
});

describe('pages without a server build of the shell', () => {
  const { site, remove } = siteWith(null);
  afterAll(remove);

  it('carry an empty root and the deferred scripts', async () => {
    const html = await (await site.request('/')).text();
    expect(rootOf(html)).toBe('');
    expect(html).toContain('<script defer src="/static/js/index.2222222222.js"></script>');
  });
});

describe('paintFirstTemplate', () => {
  it('leaves a template without deferred scripts as it is', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(paintFirstTemplate(plain)).toBe(plain);
  });
});

describe('page HTML on the wire', () => {
  const { site, remove } = siteWith(fakeRenderer);
  afterAll(remove);

  it('is compressed for a browser that accepts it', async () => {
    const res = await site.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('</html>');
  });
});
