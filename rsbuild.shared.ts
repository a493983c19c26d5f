import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  defineConfig,
  type HtmlTag,
  type ManifestConfig,
  type RsbuildConfig,
  type RsbuildPlugin,
} from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { PublishedSite } from './contracts/src/published-site';
import devPorts from './dev-ports.json';
import { pluginPrecompress, rewriteBuiltFile } from './rsbuild-precompress';

/** Dev-server ports; `pnpm dev` wires the shell to the remotes through the API's runtime config. */
export { devPorts };

// Everything that holds state, or that React needs exactly once, is a singleton on every
// side of the federation: a store left out splits in two with no error, and React's subpaths
// (react/jsx-runtime, react-dom/client) need entries of their own. requiredVersion comes from
// what is installed, because `workspace:*` and `catalog:` are not versions. A shared module is
// never tree-shaken (react-router-dom would ship whole, about 62 kB gzipped), so the router is
// shared through shared-ui's facade, which names only what the apps use; from shared-ui only
// the modules that hold state are shared.
const singletons = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'zustand',
  '@termlens/shared-ui/lib/router',
  '@termlens/shared-ui/stores/consent-store',
  '@termlens/shared-ui/stores/toast-store',
];
const withSubpaths = new Set(['react', 'react-dom']);
// What the shell's first screen runs: bundled eagerly into the shell's entry, so its code
// arrives with the entry's own script tags instead of a round trip later. TanStack Query is
// not among them: only remotes query, and it loads with the first remote module.
const eagerInHost = new Set(singletons.filter((name) => name !== '@tanstack/react-query'));

/** `@scope/name/sub/path` -> `@scope/name`, `name/sub` -> `name` */
function packageOf(request: string): string {
  const parts = request.split('/');
  return parts.slice(0, request.startsWith('@') ? 2 : 1).join('/');
}

export function sharedDependencies(packageDir: string, host = false) {
  const require = createRequire(join(packageDir, 'package.json'));
  const version = (name: string) => `^${require(`${packageOf(name)}/package.json`).version}`;
  const shared: Record<string, { singleton: true; requiredVersion: string; eager: boolean }> = {};
  for (const name of singletons) {
    shared[name] = {
      singleton: true,
      requiredVersion: version(name),
      eager: host && eagerInHost.has(name),
    };
    if (withSubpaths.has(name)) shared[`${name}/`] = shared[name];
  }
  return shared;
}

/**
 * The favicon written into the page as a data URL (300 bytes): a request fewer in the first round
 * trip, when a phone's few connections are all busy with what the page needs to render. It is
 * kept out of public/, where rsbuild would also link it as a file.
 */
function inlineFavicon(packageDir: string): HtmlTag {
  const svg = readFileSync(join(packageDir, 'favicon.svg'), 'utf8').trim();
  return {
    tag: 'link',
    attrs: {
      rel: 'icon',
      type: 'image/svg+xml',
      href: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    },
    head: true,
  };
}

interface FrontendOptions {
  /** the package folder, for resolving installed versions */
  packageDir: string;
  /** federation name: `shell` or `mfe_*` */
  name: string;
  port: number;
  exposes?: Record<string, string>;
  /** the host renders the site's HTML; remotes only ship their federated entry */
  host?: boolean;
  /** a list of the build's files for the server to read */
  manifest?: ManifestConfig;
  /** a remote's pages and home sections, published in its mf-manifest.json */
  site?: PublishedSite;
}

/** Where a remote's server build goes, inside its dist/, and the manifest field naming it. */
export const serverBuildDir = 'ssr';

/**
 * A remote's server build: the same exposed modules as a Node.js federation container (CommonJS,
 * no chunks to load, React and the other singletons taken from the page server's share scope).
 * The page server fetches it from wherever the remote's manifest is served.
 */
function remoteServerFederation(name: string, packageDir: string, exposes: Record<string, string>) {
  return pluginModuleFederation(
    {
      name,
      exposes,
      shared: sharedDependencies(packageDir),
      shareStrategy: 'loaded-first',
      dts: false,
      // The page server reads the browser build's manifest; this one is merged into it.
      manifest: { fileName: 'mf-manifest.json' },
    },
    { target: 'node', environment: 'ssr' },
  );
}

/**
 * Writes the server build's entry into the browser manifest (`metaData.ssrRemoteEntry` and
 * `ssrPublicPath`, the fields Module Federation's own dual builds use), so one manifest URL
 * names both builds. The federation plugin merges them itself only in its Rslib dual mode.
 */
function pluginServerEntryInManifest(): RsbuildPlugin {
  return {
    name: 'termlens:server-entry-in-manifest',
    setup(api) {
      api.onAfterBuild(() => {
        const dist = api.context.distPath;
        const browserFile = join(dist, 'mf-manifest.json');
        const serverFile = join(dist, serverBuildDir, 'mf-manifest.json');
        if (!existsSync(browserFile) || !existsSync(serverFile)) return;
        const browser = JSON.parse(readFileSync(browserFile, 'utf8'));
        const server = JSON.parse(readFileSync(serverFile, 'utf8'));
        browser.metaData.ssrRemoteEntry = server.metaData.remoteEntry;
        browser.metaData.ssrPublicPath = `${serverBuildDir}/`;
        rewriteBuiltFile(browserFile, JSON.stringify(browser, null, 2));
      });
    },
  };
}

export function frontendConfig({
  packageDir,
  name,
  port,
  exposes,
  host,
  manifest,
  site,
}: FrontendOptions) {
  return defineConfig(
    ({ command }): RsbuildConfig => ({
      plugins: [
        pluginReact(),
        pluginModuleFederation(
          {
            name,
            exposes,
            shared: sharedDependencies(packageDir, host),
            // A remote that is down must not blank the shell: 'version-first' fetches every
            // remote's manifest at start-up and one failure is uncaught.
            shareStrategy: 'loaded-first',
            dts: false,
            // The page server routes to a remote's pages by what its current release's manifest
            // publishes, in dev as in a build.
            manifest: site
              ? {
                  additionalData: ({ stats }) => {
                    (stats.metaData as { site?: PublishedSite }).site = site;
                    return stats;
                  },
                }
              : undefined,
            // In production builds the federation runtime ships once, in the host, and remote
            // entries use the host's copy (about 17 KB less per remote). Dev
            // servers keep their own, so a remote's standalone preview page still runs.
            experiments: {
              ...(host
                ? { provideExternalRuntime: true }
                : { externalRuntime: command === 'build' }),
              // Only browsers run these builds: the runtime's Node.js loading paths are dropped.
              optimization: { target: 'web' },
            },
          },
          { environment: 'web' },
        ),
        ...(!host && exposes && command === 'build'
          ? [remoteServerFederation(name, packageDir, exposes), pluginServerEntryInManifest()]
          : []),
        ...(command === 'build' ? [pluginPrecompress()] : []),
      ],
      source: { entry: { index: './src/index.ts' } },
      resolve: { aliasStrategy: 'prefer-alias' },
      html: host
        ? { template: './index.html', title: 'TermLens', tags: [inlineFavicon(packageDir)] }
        : { title: `TermLens ${name} (standalone preview)` },
      // The brand font is on every page: the page asks for it with its first requests instead of
      // after the stylesheet arrives and is parsed.
      performance: host ? { preload: { type: 'all-assets', include: [/\.woff2$/] } } : undefined,
      output: {
        // Remotes resolve their chunks from wherever their manifest was served, so one build
        // runs from any origin or path.
        assetPrefix: host ? '/' : 'auto',
        cleanDistPath: true,
        manifest,
      },
      environments: {
        web: {},
        ...(!host && command === 'build'
          ? {
              ssr: {
                source: { entry: {} },
                output: {
                  target: 'node',
                  distPath: { root: join('dist', serverBuildDir) },
                  manifest: false,
                  // Emitted by the browser build already; the server needs only the code.
                  emitAssets: false,
                  emitCss: false,
                },
                tools: {
                  rspack: {
                    // One file: the page server evaluates it once per release and never has
                    // to fetch a chunk in the middle of a render.
                    output: { asyncChunks: false },
                  },
                },
              },
            }
          : {}),
      },
      server: {
        port,
        strictPort: true,
        // Remote dev servers are fetched from the shell's origin.
        cors: !host,
        historyApiFallback: host ?? false,
        proxy: host
          ? {
              '/api': `http://localhost:${devPorts.api}`,
              '/runtime-config.json': `http://localhost:${devPorts.api}`,
            }
          : undefined,
      },
      dev: { client: { port } },
    }),
  );
}
