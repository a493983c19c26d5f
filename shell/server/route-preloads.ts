import { posix } from 'node:path';
import type { Manifest } from '@module-federation/sdk';
import type { SiteRoute } from '@termlens/contracts/published-site';
import { type Remote, type RemoteName, type RuntimeConfig, remotes } from '../src/site/remotes';
import { remotePageChunk, type ShellChunks } from '../src/site/shell-chunks';
import { apiPreload, assetPreload, type Preload, runtimeFetchPreload } from './preload-links';
import { sameOriginManifestPath } from './runtime-config';

/** The front-end builds this server serves, as read once at start-up. */
export interface FrontendBuilds {
  /** the shell's named-chunks.json */
  shellChunks: ShellChunks | undefined;
  /** each remote's mf-manifest.json */
  manifests: Partial<Record<RemoteName, Manifest>>;
}

/**
 * The remote's manifest, entry, and the exposed module's own scripts and styles. The shared
 * modules an exposed module needs all come from the shell. None for a remote the runtime config
 * points elsewhere: its files are not known here and may change without this server.
 */
function remoteModuleFiles(
  remote: Remote,
  module: string,
  config: RuntimeConfig,
  manifest: Manifest | undefined,
): Preload[] {
  const manifestPath = sameOriginManifestPath(remote);
  const expose = manifest?.exposes.find((e) => e.name === module);
  if (config.remotes[remote.name] !== manifestPath || !manifest || !expose) return [];
  // Remotes build with assetPrefix 'auto': their files sit next to the manifest.
  if (!('publicPath' in manifest.metaData) || manifest.metaData.publicPath !== 'auto') return [];
  const { remoteEntry } = manifest.metaData;
  const files = [
    posix.join(remoteEntry.path, remoteEntry.name),
    ...expose.assets.js.sync,
    ...expose.assets.css.sync,
  ];
  return [
    runtimeFetchPreload(manifestPath),
    ...files.map((file) => assetPreload(posix.join(posix.dirname(manifestPath), file))),
  ];
}

/**
 * For each page a remote renders, what it loads before it can render: the remote's files and the
 * shell's query provider chunk (with TanStack Query). Home has none: its remote sections are
 * below the fold, and its hero is the shell's own.
 */
export function routePreloads(
  config: RuntimeConfig,
  builds: FrontendBuilds,
): Map<string, Preload[]> {
  const shellFiles = (builds.shellChunks?.[remotePageChunk] ?? []).map(assetPreload);
  return new Map(
    config.site.routes.map((route): [string, Preload[]] => {
      const remote = remotes.find((r) => r.name === route.remote) as Remote;
      return [
        route.path,
        [
          ...remoteModuleFiles(remote, route.module, config, builds.manifests[remote.name]),
          ...shellFiles,
        ],
      ];
    }),
  );
}

/** The API answers a remote's page reads first, as it published them, for this path's parameters. */
export function dataPreloads(route: SiteRoute, params: Record<string, string>): Preload[] {
  return (route.data ?? []).map((pattern) =>
    apiPreload(
      pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')),
    ),
  );
}
