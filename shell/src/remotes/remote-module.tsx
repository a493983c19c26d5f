import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useHydrated } from '../app/use-hydrated';
import type { RemoteName } from '../site/remotes';
import { remoteModuleKey as keyOf } from '../site/server-state';
import { remotesRegistered } from './register-remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { ServerPageContext } from './server-page-context';
import { serverRenderedModules } from './server-state-in-page';

type Exposed = { default: ComponentType };

/**
 * Modules whose code has arrived, each wrapped once in the query provider. One of these renders
 * at once: through React.lazy it would first commit the Suspense fallback, and React reveals
 * content that replaces a fallback at most every 300 ms.
 */
const arrived = new Map<string, ComponentType>();

async function loadModule(remote: RemoteName, module: string): Promise<ComponentType> {
  // The query provider loads alongside the remote's code, not before or after it. Its chunk
  // is named so the server can preload it (remotePageChunk in shared-ui/src/site/shell-chunks.ts).
  const [exposed, { QueryProvider }] = await Promise.all([
    remotesRegistered().then(() => loadRemote<Exposed>(keyOf(remote, module))),
    import(/* webpackChunkName: "query-provider" */ './query-provider'),
  ]);
  const Remote = exposed?.default;
  if (!Remote) throw new Error(`${keyOf(remote, module)} did not load`);
  const Module = () => (
    <QueryProvider>
      <Remote />
    </QueryProvider>
  );
  arrived.set(keyOf(remote, module), Module);
  return Module;
}

const started = new Map<string, Promise<ComponentType>>();

/**
 * Starts loading a page's remote module as the app's code starts, before the server's markup is
 * hydrated; the page's first RemoteModule takes it over.
 */
export function startLoadingRemote(remote: RemoteName, module: string): void {
  const load = loadModule(remote, module);
  // Handled here so a failure is not reported as unhandled; the RemoteModule still receives it.
  load.catch(() => {});
  started.set(keyOf(remote, module), load);
}

/** A load started early, once: a retry after a failure loads afresh. */
function takeStarted(remote: RemoteName, module: string) {
  const key = keyOf(remote, module);
  const load = started.get(key);
  started.delete(key);
  return load;
}

function lazyRemote(remote: RemoteName, module: string) {
  return lazy(async () => ({
    default: await (takeStarted(remote, module) ?? loadModule(remote, module)),
  }));
}

export interface RemoteModuleProps {
  remote: RemoteName;
  module: string;
  /** shown while the remote's code loads */
  loading: ReactNode;
  /** what the failure message calls this area, e.g. 'this page' */
  area: string;
}

/** Renders one exposed module of a remote. A remote that fails affects only its own area. */
export function RemoteModule({ remote, module, loading, area }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const key = keyOf(remote, module);
  const serverPage = useContext(ServerPageContext);
  // Without server markup for this module, the server and the hydrating browser both render the
  // placeholder, and remote code renders after. With it, the module renders inside Suspense from
  // the first render: while its code is still loading, React keeps the server's markup on screen
  // and hydrates it once the code arrives.
  const hydrated = useHydrated();
  // Stays the same when hydration ends: a new component there would replace the server's
  // markup with the loading state until the code arrives.
  const renders = hydrated || serverRenderedModules.has(key);
  // Chosen once per attempt, so the area is never remounted. Each attempt makes a new lazy
  // component: React.lazy remembers a failure for ever.
  const Component = useMemo(() => {
    if (serverPage) return serverPage.key === key ? serverPage.Component : null;
    return renders ? (arrived.get(key) ?? lazyRemote(remote, module)) : null;
  }, [remote, module, key, attempt, renders, serverPage]);
  // The same element until the component changes: a boundary still holding the server's markup
  // that receives new props is rendered again from scratch, showing its loading state.
  const latestLoading = useRef(loading);
  latestLoading.current = loading;
  const content = useMemo(
    () =>
      Component ? (
        <Suspense fallback={latestLoading.current}>
          <Component />
        </Suspense>
      ) : null,
    [Component],
  );
  return (
    <RemoteErrorBoundary area={area} onRetry={() => setAttempt((n) => n + 1)}>
      {content ?? loading}
    </RemoteErrorBoundary>
  );
}
