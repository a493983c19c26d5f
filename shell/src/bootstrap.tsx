import '@termlens/shared-ui/styles/fonts.css';
import '@termlens/shared-ui/styles/tokens.css';
import '@termlens/shared-ui/styles/base.css';
import type { SiteMap } from '@termlens/contracts/published-site';
import { BrowserRouter } from '@termlens/shared-ui/lib/router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SiteRoot } from './app/site-root';
import { runtimeConfig } from './remotes/register-remotes';
import { SiteMapContext } from './site/site-map-context';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const site = (siteMap: SiteMap) => (
  <StrictMode>
    <SiteMapContext.Provider value={siteMap}>
      <BrowserRouter>
        <SiteRoot />
      </BrowserRouter>
    </SiteMapContext.Provider>
  </StrictMode>
);

// The pages come from the same runtime config the server routed by: read at once from the page
// it rendered, fetched under the dev server.
runtimeConfig().then((config) => {
  const siteMap = config?.site ?? { routes: [], homeSections: [] };
  // The server renders the first screen (shell/src/server); the dev server's page arrives empty.
  // As a transition, the first render or hydration yields to the browser every few milliseconds
  // instead of one long task (Lighthouse's total blocking time).
  if (root.firstElementChild) {
    // The server's HTML paints first: hydrating in the frame after it keeps the script's work
    // from holding back the first paint when the scripts arrive quickly (a repeat visit).
    requestAnimationFrame(() =>
      setTimeout(() =>
        startTransition(() => {
          hydrateRoot(root, site(siteMap));
        }),
      ),
    );
  } else {
    startTransition(() => createRoot(root).render(site(siteMap)));
  }
});
