// The four remotes the shell loads at run time. The server turns the current release of each
// into its runtime config, written into every page and answered at /runtime-config.json; the
// shell registers whatever that config says and routes to the pages it lists.
import type { SiteMap } from '@termlens/contracts/published-site';
import type { RemoteName } from '@termlens/contracts/remote-list';

export { type Remote, type RemoteName, remotes } from '@termlens/contracts/remote-list';

export interface RuntimeConfig {
  /** remote name -> URL of its mf-manifest.json */
  remotes: Record<RemoteName, string>;
  /** the pages and home sections those releases publish */
  site: SiteMap;
}

export const runtimeConfigPath = '/runtime-config.json';

/** id of the JSON block holding the runtime config in the pages the server renders */
export const runtimeConfigElementId = 'runtime-config';
