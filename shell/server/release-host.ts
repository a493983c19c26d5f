import type { Manifest } from '@module-federation/sdk';
import type { ReleaseHost } from '@termlens/api/releases/release-checks';
import { homeSections } from '../src/site/home-sections';
import { remoteRoutes } from '../src/site/remote-routes';
import {
  type FetchFile,
  type HostShared,
  loadRemoteServerContainer,
  serverEntryUrl,
} from './remote-server-container';

/**
 * What a remote's release is checked against: this shell's pages and home sections, the
 * versions its server bundle shares, and a load of the build's server entry exactly as pages
 * are rendered with it, each module the site needs included.
 */
export function releaseHost(options: {
  siteUrl: string;
  fetchFile: FetchFile;
  shared: () => Promise<Record<string, HostShared> | null>;
  apiFetch: typeof fetch;
}): ReleaseHost {
  const neededModules: ReleaseHost['neededModules'] = (remote) => [
    ...remoteRoutes.filter((r) => r.remote === remote.name).map((r) => r.module),
    ...homeSections.filter((s) => s.remote === remote.name).map((s) => s.module),
  ];
  const shared = async () => {
    const modules = await options.shared();
    if (!modules) throw new Error("the shell's server build is missing: run `pnpm build`");
    return modules;
  };
  return {
    siteUrl: options.siteUrl,
    fetchFile: options.fetchFile,
    neededModules,
    hostShared: async () =>
      Object.fromEntries(Object.entries(await shared()).map(([name, m]) => [name, m.version])),
    async loadServerEntry(remote, manifest, manifestUrl) {
      const entryUrl = serverEntryUrl(manifest as unknown as Manifest, manifestUrl);
      if (!entryUrl) throw new Error('the manifest names no server entry on its own origin');
      const container = await loadRemoteServerContainer({
        entryUrl,
        fetchFile: options.fetchFile,
        shared: await shared(),
        apiFetch: options.apiFetch,
      });
      for (const module of neededModules(remote)) await container.get(module);
    },
  };
}
