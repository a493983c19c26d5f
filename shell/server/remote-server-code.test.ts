import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Logger } from '@termlens/api/lib/logger';
import { describe, expect, it } from 'vitest';
import { RemoteServerCode, type RemoteServerCodeOptions } from './remote-server-code';

// A remote's server build as the federation plugin writes one, reduced to what the page server
// relies on: a CommonJS container whose exposed module sits in a chunk it reads with fs and runs
// with vm, next to its entry, and which takes React from the share scope it is given.
const entry = (text: string, extra = '') => `${extra}
const path = require('path');
let shared;
let loading;
const loadChunk = () => (loading ??= new Promise((resolve, reject) => {
  const file = path.join(__dirname, 'page.js');
  if (!require('fs').existsSync(file)) return reject(new Error('no chunk'));
  require('fs').readFile(file, 'utf-8', (err, code) => {
    if (err) return reject(err);
    const chunk = {};
    new (require('vm').Script)('(function (exports) {' + code + '\\n})', { filename: file })
      .runInThisContext()(chunk);
    resolve(chunk);
  });
}));
module.exports = {
  init(scope) { shared = scope; },
  async get(name) {
    const chunk = await loadChunk();
    const react = Object.values(shared.react)[0].get()();
    return () => ({ default: chunk.page(${JSON.stringify(text)}, react, name) });
  },
};`;
const chunk = 'exports.page = (text, react, name) => ({ text, react, name });';

const manifestOf = (name: string, version: string, ssrPublicPath = 'ssr/') =>
  JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      type: 'app',
      buildInfo: { buildVersion: version, buildName: name },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      ssrRemoteEntry: { name: 'remoteEntry.js', path: '', type: 'commonjs-module' },
      ssrPublicPath,
      publicPath: 'auto',
      site: {
        pages: [
          {
            path: '/faq',
            module: 'faq-page',
            name: 'FAQ',
            group: 'main',
            title: `FAQ ${version}`,
            description: '',
            keywords: [],
          },
        ],
        homeSections: [],
      },
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:faq-page`,
        name: 'faq-page',
        path: './faq-page',
        assets: { js: { sync: [], async: [] }, css: { sync: ['static/css/faq.css'], async: [] } },
      },
    ],
  });

/** Files of one origin, by path; what the test changes is what the next read sees. */
function origin(files: Record<string, string | number>) {
  const requested: string[] = [];
  const fetchFile = async (url: URL) => {
    requested.push(url.href);
    const body = files[url.pathname];
    if (typeof body === 'number') return new Response('failed', { status: body });
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  };
  return { files, requested, fetchFile };
}

function recordingLog() {
  const errors: Record<string, unknown>[] = [];
  const log = {
    error: (msg: string, fields?: Record<string, unknown>) => errors.push({ msg, ...fields }),
    warn: () => {},
    info: () => {},
    debug: () => {},
  } as unknown as Logger;
  return { errors, log };
}

const react = { version: '19.3.1', module: { name: 'the host React' } };

function serverCode(
  fetchFile: RemoteServerCodeOptions['fetchFile'],
  log: Logger,
  manifestUrl = '/remotes/mfe-content/mf-manifest.json',
) {
  return new RemoteServerCode({
    manifestUrls: () => ({
      mfe_content: manifestUrl,
      mfe_quotes: '/q.json',
      mfe_leads: '/l.json',
      mfe_admin: '/a.json',
    }),
    siteUrl: 'https://termlens.example',
    fetchFile,
    shared: async () => ({ react }),
    apiFetch: fetch,
    log,
    manifestMaxAgeMs: 0,
  });
}

/** Server code that trusts a manifest for a minute, with the remotes' current releases given. */
const trustingServerCode = (
  fetchFile: RemoteServerCodeOptions['fetchFile'],
  manifestUrls: RemoteServerCodeOptions['manifestUrls'],
) =>
  new RemoteServerCode({
    manifestUrls,
    siteUrl: 'https://termlens.example',
    fetchFile,
    shared: async () => ({ react }),
    apiFetch: fetch,
    log: recordingLog().log,
    manifestMaxAgeMs: 60_000,
  });

const base = '/remotes/mfe-content';
const build = (text: string, version = '1.0.0') => ({
  [`${base}/mf-manifest.json`]: manifestOf('mfe_content', version),
  [`${base}/ssr/remoteEntry.js`]: entry(text),
  [`${base}/ssr/page.js`]: chunk,
});

describe('RemoteServerCode', () => {
  it("loads a module from the server entry its manifest names, with the host's React", async () => {
    const site = origin(build('first build'));
    const code = serverCode(site.fetchFile, recordingLog().log);
    const loaded = await code.module('mfe_content', 'faq-page');
    expect(loaded?.exports.default).toEqual({
      text: 'first build',
      react: react.module,
      name: './faq-page',
    });
    expect(loaded?.stylesheets).toEqual([`${base}/static/css/faq.css`]);
    expect(site.requested).toContain(`https://termlens.example${base}/ssr/page.js`);
  });

  it('uses a new build behind the same URL on the next render, without a restart', async () => {
    const site = origin(build('first build'));
    const code = serverCode(site.fetchFile, recordingLog().log);
    expect((await code.module('mfe_content', 'faq-page'))?.exports.default).toMatchObject({
      text: 'first build',
    });
    Object.assign(site.files, build('second build', '1.0.1'));
    const next = await code.module('mfe_content', 'faq-page');
    expect(next?.exports.default).toMatchObject({ text: 'second build' });
    // Unchanged manifest: the loaded build is reused, nothing is fetched but the manifest.
    const before = site.requested.length;
    await code.module('mfe_content', 'faq-page');
    expect(site.requested.slice(before)).toEqual([
      `https://termlens.example${base}/mf-manifest.json`,
    ]);
  });

  it('switches to a new release at once, even of the same build served from elsewhere', async () => {
    const other = '/cdn/mfe-content';
    const files: Record<string, string> = build('same build');
    for (const [path, body] of Object.entries(build('same build'))) {
      files[path.replace(base, other)] = body;
    }
    const site = origin(files);
    const current = { mfe_content: `${base}/mf-manifest.json` };
    const code = trustingServerCode(site.fetchFile, () => current);
    expect((await code.module('mfe_content', 'faq-page'))?.stylesheets).toEqual([
      `${base}/static/css/faq.css`,
    ]);
    current.mfe_content = `${other}/mf-manifest.json`;
    const released = await code.module('mfe_content', 'faq-page');
    expect(released?.stylesheets).toEqual([`${other}/static/css/faq.css`]);
    expect(site.requested).toContain(`https://termlens.example${other}/ssr/page.js`);
  });

  it('reads a manifest again only when it is older than the configured age', async () => {
    const site = origin(build('first build'));
    const code = trustingServerCode(site.fetchFile, () => ({
      mfe_content: `${base}/mf-manifest.json`,
    }));
    await code.module('mfe_content', 'faq-page');
    Object.assign(site.files, build('second build', '1.0.1'));
    expect((await code.module('mfe_content', 'faq-page'))?.exports.default).toMatchObject({
      text: 'first build',
    });
  });

  it.each([
    ['the manifest answers 500', { [`${base}/mf-manifest.json`]: 500 }],
    ['the server entry answers 500', { [`${base}/ssr/remoteEntry.js`]: 500 }],
    [
      'the server code throws',
      { [`${base}/ssr/remoteEntry.js`]: entry('x', 'throw new Error("boom");') },
    ],
    [
      'the server code asks for a module it may not have',
      { [`${base}/ssr/remoteEntry.js`]: entry('x', 'require("child_process");') },
    ],
    ['the chunk is missing', { [`${base}/ssr/page.js`]: 404 }],
    [
      'the manifest names no server entry',
      {
        [`${base}/mf-manifest.json`]: manifestOf('mfe_content', '1').replace('ssrRemoteEntry', 'x'),
      },
    ],
    [
      "the manifest is another remote's",
      { [`${base}/mf-manifest.json`]: manifestOf('mfe_quotes', '1') },
    ],
    [
      'the server entry is on another origin',
      {
        [`${base}/mf-manifest.json`]: manifestOf('mfe_content', '1', 'https://elsewhere.example/'),
      },
    ],
  ])('answers null, and logs once, when %s', async (_, broken) => {
    const site = origin({ ...build('first build'), ...broken });
    const { errors, log } = recordingLog();
    const code = serverCode(site.fetchFile, log);
    for (let i = 0; i < 3; i++) expect(await code.module('mfe_content', 'faq-page')).toBeNull();
    expect(errors).toHaveLength(1);
    expect(site.requested.every((url) => url.startsWith('https://termlens.example/'))).toBe(true);
  });

  it('answers the pages each current release publishes, kept while its manifest is down', async () => {
    const site = origin(build('first build'));
    const { errors, log } = recordingLog();
    const code = serverCode(site.fetchFile, log);
    const titles = async () => (await code.siteMap()).routes.map((r) => [r.remote, r.title]);
    expect(await titles()).toEqual([['mfe_content', 'FAQ 1.0.0']]);
    // The same answer while nothing changed: pages are routed by it on every request.
    expect(await code.siteMap()).toBe(await code.siteMap());
    Object.assign(site.files, build('second build', '1.0.1'));
    expect(await titles()).toEqual([['mfe_content', 'FAQ 1.0.1']]);
    site.files[`${base}/mf-manifest.json`] = 500;
    expect(await titles()).toEqual([['mfe_content', 'FAQ 1.0.1']]);
    // Reading the pages loads no server code: that waits for the first page that needs it.
    expect(site.requested.some((url) => url.includes('/ssr/'))).toBe(false);
    expect(errors.filter((e) => e.remote === 'mfe_content').map((e) => e.msg)).toEqual([
      'remote manifest unreachable: pages render in the browser',
    ]);
  });

  it("answers the pages of this server's own build until a remote that is down has answered", async () => {
    const site = origin({ ...build('first build'), [`${base}/mf-manifest.json`]: 500 });
    const ownBuild = JSON.parse(manifestOf('mfe_content', '0.9.0')).metaData.site;
    const code = new RemoteServerCode({
      manifestUrls: () => ({ mfe_content: `${base}/mf-manifest.json` }),
      siteUrl: 'https://termlens.example',
      fetchFile: site.fetchFile,
      shared: async () => ({ react }),
      apiFetch: fetch,
      log: recordingLog().log,
      manifestMaxAgeMs: 0,
      ownBuildSite: (remote) => (remote === 'mfe_content' ? ownBuild : undefined),
    });
    const titles = async () => (await code.siteMap()).routes.map((r) => r.title);
    expect(await titles()).toEqual(['FAQ 0.9.0']);
    Object.assign(site.files, build('first build', '1.0.0'));
    expect(await titles()).toEqual(['FAQ 1.0.0']);
  });

  it('publishes no pages of a manifest whose pages are malformed, and says so once', async () => {
    const manifest = JSON.parse(manifestOf('mfe_content', '1.0.0'));
    manifest.metaData.site.pages[0].path = 'faq';
    const site = origin({
      ...build('first build'),
      [`${base}/mf-manifest.json`]: JSON.stringify(manifest),
    });
    const { errors, log } = recordingLog();
    const code = serverCode(site.fetchFile, log);
    expect((await code.siteMap()).routes).toEqual([]);
    expect((await code.siteMap()).routes).toEqual([]);
    expect(errors.filter((e) => e.what === 'published pages')).toHaveLength(1);
  });

  it('comes back once a remote that was down answers again', async () => {
    const site = origin({ ...build('first build'), [`${base}/mf-manifest.json`]: 500 });
    const code = serverCode(site.fetchFile, recordingLog().log);
    expect(await code.module('mfe_content', 'faq-page')).toBeNull();
    Object.assign(site.files, build('first build'));
    expect(await code.module('mfe_content', 'faq-page')).not.toBeNull();
  });

  it('fetches a remote on another origin from there', async () => {
    const cdn = 'https://cdn.example/content';
    const files = Object.fromEntries(
      Object.entries(build('from the CDN')).map(([path, body]) => [
        path.replace(base, '/content'),
        body,
      ]),
    );
    const site = origin(files);
    const code = serverCode(site.fetchFile, recordingLog().log, `${cdn}/mf-manifest.json`);
    const loaded = await code.module('mfe_content', 'faq-page');
    expect(loaded?.exports.default).toMatchObject({ text: 'from the CDN' });
    expect(loaded?.stylesheets).toEqual([`${cdn}/static/css/faq.css`]);
  });

  it('keeps memory flat over 50 releases', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // Each release holds 4 MB in its own context: kept, 50 of them would hold 200 MB.
    const heavy = (n: number) =>
      entry(
        `release ${n}`,
        `const ballast = Array.from({ length: 1 << 19 }, (_, i) => i * 1.5 + ${n});`,
      ).replace('let shared;', 'let shared; globalThis.keep = ballast;');
    const site = origin(build('release 0'));
    const code = serverCode(site.fetchFile, recordingLog().log);
    await code.module('mfe_content', 'faq-page');
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let n = 1; n <= 50; n++) {
      Object.assign(site.files, {
        [`${base}/mf-manifest.json`]: manifestOf('mfe_content', `1.0.${n}`),
        [`${base}/ssr/remoteEntry.js`]: heavy(n),
      });
      const loaded = await code.module('mfe_content', 'faq-page');
      expect(loaded?.exports.default).toMatchObject({ text: `release ${n}` });
    }
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(grown).toBeLessThan(40 * 1024 * 1024);
  });
});
