// The contract between the page server (shell/server) and the shell's server bundle
// (shell/src/server/render-page.tsx), which the page server loads from the shell's build to write
// each page into its HTML.
import type { SiteMap } from '@termlens/contracts/published-site';
import type { PageHead } from '@termlens/shared-ui/lib/page-queries';
import type { ServerState } from '../site/server-state';

export interface RenderedPage {
  /** the markup for the root element */
  markup: string;
  /**
   * true when the markup holds the page's content (the shell's own pages, and a remote's page
   * rendered on the server), false when it holds a loading placeholder the browser fills
   */
  ownContent: boolean;
  /** what the browser needs to hydrate a remote's server-rendered page */
  serverState?: ServerState;
  /** the stylesheets of the remote's page in the markup, for the head */
  stylesheets?: string[];
  /** what the remote's page said of itself from its data: its title and structured data */
  head?: PageHead;
  /** the page's data is not there (404) or the API is down (503): its placeholder is rendered */
  status?: 404 | 503;
}

/** A remote's exposed module as the page server loaded it, and the release it came from. */
export interface LoadedPageModule {
  release: string;
  exports: Record<string, unknown>;
  stylesheets: string[];
}

export interface RenderOptions {
  /** the remote's server code for a module; null renders the page's area in the browser */
  loadModule(remote: string, module: string): Promise<LoadedPageModule | null>;
  /** how long the page's data and render may take before the browser renders it instead */
  budgetMs: number;
  /** a remote's page failed on the server (data, render or budget): logged once per release */
  onRemoteFault(release: string, module: string, error: unknown): void;
  /** the site's public origin, for the links in a page's structured data */
  siteUrl: string;
}

/**
 * A page for one URL (path and query), with the remotes' pages and home sections of the current
 * releases; without options a remote's page is left to the browser.
 */
export type RenderPage = (
  url: string,
  site: SiteMap,
  options?: RenderOptions,
) => Promise<RenderedPage>;

/** A module the shell shares with remotes, as its browser build does through federation. */
export interface SharedModule {
  version: string;
  module: unknown;
}
