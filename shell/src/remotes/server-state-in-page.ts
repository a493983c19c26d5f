import { type ServerState, serverStateElementId } from '../site/server-state';

/** What the server rendered into this page; empty on the server itself and under the dev server. */
function readServerState(): ServerState {
  const json =
    typeof document === 'undefined'
      ? undefined
      : document.getElementById(serverStateElementId)?.textContent;
  return json ? (JSON.parse(json) as ServerState) : { modules: [], queries: undefined };
}

export const serverStateInPage = readServerState();

/** Remote modules whose markup the server wrote into this page, to hydrate rather than replace. */
export const serverRenderedModules: ReadonlySet<string> = new Set(serverStateInPage.modules);
