// What the page server hands the browser besides the markup: which remote modules it rendered
// into the page, and the data they rendered with (TanStack Query's dehydrated state). The browser
// hydrates those modules over the server's markup with that data, so it neither fetches it again
// nor shows a loading state first.

export interface ServerState {
  /** `remote/module` keys (`mfe_content/blog-post-page`) rendered on the server */
  modules: string[];
  /** TanStack Query's dehydrated cache */
  queries: unknown;
}

/** id of the JSON block holding the server state in the page */
export const serverStateElementId = 'server-state';

export const remoteModuleKey = (remote: string, module: string) => `${remote}/${module}`;
