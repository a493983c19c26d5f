import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '@module-federation/sdk';
import { type AppDeps, createApp } from '@termlens/api/app';
import type { AppEnv } from '@termlens/api/app-env';
import { compressAnswers } from '@termlens/api/lib/compress-answers';
import { contentVersions } from '@termlens/api/lib/content-versions';
import { handleError } from '@termlens/api/lib/error-handler';
import { checkRelease } from '@termlens/api/releases/release-checks';
import { ReleaseRegistry } from '@termlens/api/releases/release-registry';
import { envReleaseTokens } from '@termlens/api/releases/release-tokens';
import type { RemotePackage } from '@termlens/contracts/releases';
import { homePage } from '@termlens/contracts/site-pages';
import { Hono } from 'hono';
import type { RenderOptions } from '../src/server/render-contract';
import {
  type RemoteName,
  type RuntimeConfig,
  remotes,
  runtimeConfigPath,
} from '../src/site/remotes';
import { type ShellChunks, shellChunksFile } from '../src/site/shell-chunks';
import { pageCache, wholePage } from './page-cache';
import { renderPageHtml } from './page-html';
import { renderedPage, resolvePage } from './page-meta';
import { paintFirstTemplate } from './paint-first';
import { releaseHost } from './release-host';
import { RemoteServerCode, sitePublishedIn } from './remote-server-code';
import { dataPreloads, routePreloads } from './route-preloads';
import { seedManifestUrls } from './runtime-config';
import { securityHeaders } from './security-headers';
import { renderRobotsTxt, renderSitemapXml } from './seo-files';
import { serveFolder } from './serve-folder';
import { loadShellRenderer } from './shell-renderer';
import { StaticFolder } from './static-files';

export interface SiteOptions {
  /** folder holding shell/ and mfe-*\/ with their dist/ builds */
  webRoot: string;
  siteUrl: string;
  env: Partial<Record<string, string | undefined>>;
  /** false in development, where rsbuild's dev servers serve the shell and the remotes */
  serveFrontends?: boolean;
}

/** How long a remote's page may take on the server (data and render) before the browser renders it. */
const defaultRenderBudgetMs = 300;
/** How long a remote's manifest is trusted before it is read again for the next render. */
const defaultManifestMaxAgeMs = 1000;
/** How long this process trusts what it read of the current releases: another may release. */
const defaultReleaseMaxAgeMs = 1000;
/** The rendered pages one process keeps, in all their encodings. */
const defaultPageCacheBytes = 64 * 1024 * 1024;

const numberOr = (value: string | undefined, fallback: number) =>
  value !== undefined && value.trim() !== '' && Number.isFinite(Number(value))
    ? Number(value)
    : fallback;

/** One process: the API, /runtime-config.json, every remote's build and the shell's pages. */
export function createSite(deps: AppDeps, options: SiteOptions) {
  const app = new Hono<AppEnv>();
  // Pages and /sitemap.xml fail like the API: 503 with Retry-After while the database is down.
  app.onError(handleError);

  // REMOTE_MFE_*_URL (or this server's own copy) is each remote's first release; after that the
  // release registry says where each remote is, for the browser and the server renderer alike.
  const seeds = seedManifestUrls(options.env);
  const registry = new ReleaseRegistry({
    db: deps.database.db,
    log: deps.log,
    seeds: Object.fromEntries(remotes.map((r) => [r.packageName, seeds[r.name]])) as Record<
      RemotePackage,
      string
    >,
    maxAgeMs: numberOr(options.env.RELEASE_MAX_AGE_MS, defaultReleaseMaxAgeMs),
  });
  let located: { from: unknown; urls: RuntimeConfig['remotes'] } | undefined;
  /** remote name -> the manifest URL of its current release, as last read */
  const manifestUrls = (): RuntimeConfig['remotes'] => {
    const urls = registry.manifestUrls();
    if (located?.from !== urls) {
      located = {
        from: urls,
        urls: Object.fromEntries(
          remotes.map((r) => [r.name, urls[r.packageName]]),
        ) as RuntimeConfig['remotes'],
      };
    }
    return located.urls;
  };

  // A remote's files and the API are read in-process when they are this site's own; a remote on
  // another origin is fetched from there.
  const siteOrigin = new URL(options.siteUrl).origin;
  const inProcess = (url: URL, init?: RequestInit) =>
    Promise.resolve(app.request(`${url.pathname}${url.search}`, init));
  const fetchFile = (url: URL) =>
    url.origin === siteOrigin ? inProcess(url) : fetch(url, { signal: AbortSignal.timeout(5000) });
  const apiFetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), options.siteUrl);
    if (url.origin !== siteOrigin || !url.pathname.startsWith('/api/')) {
      return Promise.reject(new Error(`a page rendered on the server may read only the API`));
    }
    return inProcess(url, init);
  }) as typeof fetch;
  const shellRenderer = loadShellRenderer(
    join(options.webRoot, 'shell', 'dist-server', 'render-page.js'),
    deps.log,
  );
  // Each remote's current manifest: the pages and home sections it publishes, and its server code.
  // This server's own copy of each remote's build, read only when it serves them: under the dev
  // servers the dist folders are stale and the remotes answer for themselves.
  const ownFolders = new Map(
    options.serveFrontends === false
      ? []
      : remotes.map((r) => [
          r.name,
          new StaticFolder(join(options.webRoot, r.packageName, 'dist')),
        ]),
  );
  const ownBuilds = new Map(
    [...ownFolders].map(([name, folder]) => [name, folder.json<Manifest>('/mf-manifest.json')]),
  );
  const remoteCode = new RemoteServerCode({
    ownBuildSite: (remote) => {
      const manifest = ownBuilds.get(remote);
      const site = manifest && sitePublishedIn(manifest);
      return site?.success ? site.data : undefined;
    },
    manifestUrls,
    siteUrl: options.siteUrl,
    fetchFile,
    apiFetch,
    shared: shellRenderer.shared,
    log: deps.log,
    manifestMaxAgeMs: numberOr(options.env.SSR_MANIFEST_MAX_AGE_MS, defaultManifestMaxAgeMs),
  });
  let config: RuntimeConfig | undefined;
  /** the runtime config of the current releases: where each remote is, and what it publishes */
  const freshConfig = async (): Promise<RuntimeConfig> => {
    await registry.fresh();
    const site = await remoteCode.siteMap();
    const urls = manifestUrls();
    if (config?.remotes !== urls || config.site !== site) config = { remotes: urls, site };
    return config;
  };
  const host = releaseHost({
    siteUrl: options.siteUrl,
    fetchFile,
    shared: shellRenderer.shared,
    apiFetch,
    siteMap: remoteCode.siteMap.bind(remoteCode),
  });

  app.use(
    '*',
    securityHeaders(() => ({ remotes: manifestUrls() })),
  );
  app.use('/api/*', compressAnswers());
  app.route(
    '/',
    createApp({
      siteUrl: options.siteUrl,
      ...deps,
      releases: {
        registry,
        check: (remote, manifestUrl) => checkRelease(host, remote, manifestUrl),
        envTokens: envReleaseTokens(options.env),
      },
      sitePages: async () => [homePage, ...(await freshConfig()).site.routes],
    }),
  );

  app.get(runtimeConfigPath, async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(JSON.stringify(await freshConfig()), 200, {
      'Content-Type': 'application/json; charset=utf-8',
    });
  });
  if (options.serveFrontends === false) return app;

  const shellDist = join(options.webRoot, 'shell', 'dist');
  const templatePath = join(shellDist, 'index.html');
  if (!existsSync(templatePath)) {
    throw new Error(`No shell build at ${shellDist}: run \`pnpm build\` first.`);
  }
  const shell = new StaticFolder(shellDist);
  const template = shell.get('/index.html')?.body.toString() ?? '';
  const ownContentTemplate = paintFirstTemplate(template);
  const renderOptions: RenderOptions = {
    loadModule: (remote, module) => remoteCode.module(remote as RemoteName, module),
    budgetMs: numberOr(options.env.SSR_RENDER_BUDGET_MS, defaultRenderBudgetMs),
    onRemoteFault: (release, module, error) => remoteCode.logOnce(release, `page ${module}`, error),
    siteUrl: options.siteUrl,
  };

  app.get('/sitemap.xml', async (c) => {
    const xml = await renderSitemapXml(
      deps.database.db,
      options.siteUrl,
      (await freshConfig()).site,
    );
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
  app.get('/robots.txt', (c) =>
    c.text(renderRobotsTxt(options.siteUrl), 200, { 'Cache-Control': 'public, max-age=3600' }),
  );

  for (const remote of remotes) {
    const prefix = `/remotes/${remote.packageName}`;
    const folder = ownFolders.get(remote.name) as StaticFolder;
    // Another origin's shell may load this remote: the manifest is fetched, so allow CORS.
    app.use(`${prefix}/*`, serveFolder(folder, prefix, { 'Access-Control-Allow-Origin': '*' }));
    app.all(`${prefix}/*`, (c) => c.text('Not found', 404));
  }
  const builds = {
    shellChunks: shell.json<ShellChunks>(`/${shellChunksFile}`),
    manifests: Object.fromEntries(ownBuilds),
  };
  // What a page preloads depends on where each remote's current release is and what it publishes.
  let preloads = { for: undefined as RuntimeConfig | undefined, value: new Map() };
  const currentPreloads = (runtimeConfig: RuntimeConfig) => {
    if (preloads.for !== runtimeConfig) {
      preloads = { for: runtimeConfig, value: routePreloads(runtimeConfig, builds) };
    }
    return preloads.value;
  };

  const serveShell = serveFolder(shell);
  app.use('*', async (c, next) => (c.req.path === '/index.html' ? next() : serveShell(c, next)));

  // Pages are kept once rendered whole; the rest are compressed per request.
  const keptPages = pageCache({
    builds: async () => {
      const current = await freshConfig();
      return `${JSON.stringify(current.remotes)} ${remoteCode.currentBuilds()}`;
    },
    versions: () => contentVersions(deps.database.db).current(),
    maxBytes: numberOr(options.env.PAGE_CACHE_MAX_BYTES, defaultPageCacheBytes),
  });
  app.get('*', compressAnswers(), keptPages, async (c) => {
    // Read first: the page's routes, its runtime config and its server render use the same releases.
    const runtimeConfig = await freshConfig();
    const resolved = resolvePage(c.req.path, runtimeConfig.site, options.siteUrl);
    const url = new URL(c.req.url);
    // A 404 renders the shell's own page: no remote code is run for it.
    const rendered = await shellRenderer.render(
      `${url.pathname}${url.search}`,
      runtimeConfig.site,
      resolved.status === 200 ? renderOptions : undefined,
    );
    const page = renderedPage(resolved, rendered, runtimeConfig.site, options.siteUrl);
    const html = renderPageHtml(rendered?.ownContent ? ownContentTemplate : template, page, {
      canonicalUrl: `${options.siteUrl}${c.req.path}`,
      runtimeConfig,
      preloads: [
        ...((resolved.route && currentPreloads(runtimeConfig).get(resolved.route.path)) || []),
        ...(resolved.route && page.status === 200
          ? dataPreloads(resolved.route, resolved.params)
          : []),
      ].filter(
        // A page that arrives whole needs its styles early, nothing else: its scripts come after
        // the first paint and its data is in the page; early, they would only share the first
        // paint's bandwidth.
        (preload) => !rendered?.serverState || preload.as === 'style',
      ),
      rootMarkup: rendered?.markup,
      serverState: rendered?.serverState,
      stylesheets: rendered?.stylesheets,
    });
    c.header('Cache-Control', 'no-cache');
    if (rendered?.ownContent) wholePage(c);
    if (page.status === 503) c.header('Retry-After', '5');
    return c.html(html, page.status);
  });
  // Once every route is in place: the warm-up reads the remotes' files through them.
  queueMicrotask(() => remoteCode.warmUp());
  return app;
}
