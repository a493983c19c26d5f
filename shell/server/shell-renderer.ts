import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { errorFacts } from '@termlens/api/lib/error-facts';
import type { Logger } from '@termlens/api/lib/logger';
import type { SiteMap } from '@termlens/contracts/published-site';
import type {
  RenderedPage,
  RenderOptions,
  RenderPage,
  SharedModule,
} from '../src/server/render-contract';

export interface ShellRenderer {
  /** the page for a URL, or null to let the browser render the page alone */
  render(url: string, site: SiteMap, options?: RenderOptions): Promise<RenderedPage | null>;
  /** the modules the bundle shares with remotes; null without a bundle */
  shared(): Promise<Record<string, SharedModule> | null>;
}

interface ShellBundle {
  renderPage: RenderPage;
  sharedModules: Record<string, SharedModule>;
}

/**
 * The shell's server renderer, from its build (`shell/dist-server`). Without that build, or when
 * rendering fails, a page is served with an empty root and the browser renders it alone: slower
 * to paint, never broken.
 */
export function loadShellRenderer(bundleFile: string, log: Logger): ShellRenderer {
  // Loaded at start-up, so the first page request does not wait for it.
  const bundle: Promise<ShellBundle | null> = existsSync(bundleFile)
    ? (import(pathToFileURL(bundleFile).href) as Promise<ShellBundle>).catch((err: unknown) => {
        log.error('shell server renderer failed to load', errorFacts(err));
        return null;
      })
    : Promise.resolve(null);
  return {
    async render(url, site, options) {
      const loaded = await bundle;
      if (!loaded) return null;
      try {
        return await loaded.renderPage(url, site, options);
      } catch (err) {
        log.error('shell server render failed', { url, ...errorFacts(err) });
        return null;
      }
    },
    shared: async () => (await bundle)?.sharedModules ?? null,
  };
}
