// <link rel="preload"> hints the server writes into a page. Chromium reuses a preload only for a
// request of the same URL, destination, mode and credentials mode; otherwise it fetches twice.

export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
  /** CORS mode, for fetch() requests: anonymous sends cookies same-origin only */
  crossorigin?: 'anonymous' | 'use-credentials';
}

/** A built script or stylesheet, loaded by a plain <script> or <link> element (no CORS). */
export const assetPreload = (href: string): Preload => ({
  href,
  as: href.endsWith('.css') ? 'style' : 'script',
});

/** A file the federation runtime fetches with fetch()'s defaults (cors, same-origin cookies). */
export const runtimeFetchPreload = (href: string): Preload => ({
  href,
  as: 'fetch',
  crossorigin: 'anonymous',
});

/** An API call of shared-ui's api-client, which sends credentials: 'include'. */
export const apiPreload = (href: string): Preload => ({
  href,
  as: 'fetch',
  crossorigin: 'use-credentials',
});
