import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
// Straight from the package: the server bundle is not federated, and the browser's shared
// router facade need not carry a router only the server uses.
import { StaticRouter } from 'react-router-dom';
import { remoteRouteFor } from '../app/remote-route-for';
import { SiteRoot } from '../app/site-root';
import type { RenderPage } from './render-contract';

/**
 * The shell's HTML for one URL (path and query): layout, header, footer and the shell's own
 * pages, with each remote's area as its loading placeholder. The browser hydrates it, so the
 * first screen paints before any script has run.
 */
export const renderPage: RenderPage = (url) => {
  return {
    markup: renderToString(
      <StrictMode>
        <StaticRouter location={url}>
          <SiteRoot />
        </StaticRouter>
      </StrictMode>,
    ),
    ownContent: !remoteRouteFor(new URL(url, 'http://localhost').pathname),
  };
};
