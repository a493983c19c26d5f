import type { Manifest } from '@module-federation/sdk';
import type { ReleaseHost } from '@termlens/api/releases/release-checks';
import type { SiteMap } from '@termlens/contracts/published-site';
import { homePage } from '@termlens/contracts/site-pages';
import { remotes } from '../src/site/remotes';
import {
  type FetchFile,
  type HostShared,
  loadRemoteServerContainer,
  serverEntryUrl,
} from './remote-server-container';

/**
 * What a remote's release is checked against: the pages of the other remotes' current releases
 * and the shell's own, the versions the shell's server bundle shares, and a load of the build's
 * server entry exactly as pages are rendered with it, each module its pages show included.
 */
export function releaseHost(options: {
  siteUrl: string;
  fetchFile: FetchFile;
  shared: () => Promise<Record<string, HostShared> | null>;
  apiFetch: typeof fetch;
  siteMap: () => Promise<SiteMap>;
}): ReleaseHost {
  const shared = async () => {
    const modules = await options.shared();
    if (!modules) throw new Error("the shell's server build is missing: run `pnpm build`");
    return modules;
  };
  return {
    siteUrl: options.siteUrl,
    fetchFile: options.fetchFile,
    async pagesOfOthers(remote) {
      const { routes } = await options.siteMap();
      const packageOf = (name: string) => remotes.find((r) => r.name === name)?.packageName;
      return new Map([
        [homePage.path, 'the shell'],
        ...routes
          .filter((route) => route.remote !== remote.name)
          .map((route): [string, string] => [route.path, packageOf(route.remote) ?? route.remote]),
      ]);
    },
    hostShared: async () =>
      Object.fromEntries(Object.entries(await shared()).map(([name, m]) => [name, m.version])),
    async loadServerEntry(_remote, manifest, manifestUrl, modules) {
      const entryUrl = serverEntryUrl(manifest as unknown as Manifest, manifestUrl);
      if (!entryUrl) throw new Error('the manifest names no server entry on its own origin');
      const container = await loadRemoteServerContainer({
        entryUrl,
        fetchFile: options.fetchFile,
        shared: await shared(),
        apiFetch: options.apiFetch,
      });
      for (const module of modules) await container.get(module);
    },
  };
}
