import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { errorFacts } from '@termlens/api/lib/error-facts';
import type { Logger } from '@termlens/api/lib/logger';
import type { RenderedPage, RenderPage } from '../src/server/render-contract';

/** The shell's first screen for a URL, or null to let the browser render the page alone. */
export type ShellRenderer = (url: string) => Promise<RenderedPage | null>;

/**
 * The shell's server renderer, from its build (`shell/dist-server`). Without that build, or when
 * rendering fails, a page is served with an empty root and the browser renders it alone: slower
 * to paint, never broken.
 */
export function loadShellRenderer(bundleFile: string, log: Logger): ShellRenderer {
  if (!existsSync(bundleFile)) return async () => null;
  // Loaded at start-up, so the first page request does not wait for it.
  const bundle = (import(pathToFileURL(bundleFile).href) as Promise<{ renderPage: RenderPage }>)
    .then((loaded) => loaded.renderPage)
    .catch((err: unknown) => {
      log.error('shell server renderer failed to load', errorFacts(err));
      return null;
    });
  return async (url) => {
    const renderPage = await bundle;
    if (!renderPage) return null;
    try {
      return renderPage(url);
    } catch (err) {
      log.error('shell server render failed', { url, ...errorFacts(err) });
      return null;
    }
  };
}
