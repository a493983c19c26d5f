import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@termlens/shared-ui/site/remotes';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useHydrated } from '../app/use-hydrated';
import { remotesRegistered } from './register-remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';

type Exposed = { default: ComponentType };

function loadParts(remote: RemoteName, module: string) {
  // The query provider loads alongside the remote's code, not before or after it. Its chunk
  // is named so the server can preload it (remotePageChunk in shared-ui/src/site/shell-chunks.ts).
  return Promise.all([
    remotesRegistered().then(() => loadRemote<Exposed>(`${remote}/${module}`)),
    import(/* webpackChunkName: "query-provider" */ './query-provider'),
  ]);
}

const started = new Map<string, ReturnType<typeof loadParts>>();

/**
 * Starts loading a page's remote module as the app's code starts, before the server's markup is
 * hydrated; the page's first RemoteModule takes it over.
 */
export function startLoadingRemote(remote: RemoteName, module: string): void {
  const parts = loadParts(remote, module);
  // Handled here so a failure is not reported as unhandled; the RemoteModule still receives it.
  parts.catch(() => {});
  started.set(`${remote}/${module}`, parts);
}

/** A load started early, once: a retry after a failure loads afresh. */
function takeStarted(remote: RemoteName, module: string) {
  const key = `${remote}/${module}`;
  const parts = started.get(key);
  started.delete(key);
  return parts;
}

function lazyRemote(remote: RemoteName, module: string) {
  return lazy(async () => {
    const [loaded, { QueryProvider }] = await (takeStarted(remote, module) ??
      loadParts(remote, module));
    const Remote = loaded?.default;
    if (!Remote) throw new Error(`${remote}/${module} did not load`);
    return {
      default: () => (
        <QueryProvider>
          <Remote />
        </QueryProvider>
      ),
    };
  });
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
  // Each attempt makes a new lazy component: React.lazy remembers a failure for ever.
  const Component = useMemo(() => lazyRemote(remote, module), [remote, module, attempt]);
  // The server and the hydrating browser render the placeholder; remote code loads after.
  const hydrated = useHydrated();
  return (
    <RemoteErrorBoundary area={area} onRetry={() => setAttempt((n) => n + 1)}>
      {hydrated ? (
        <Suspense fallback={loading}>
          <Component />
        </Suspense>
      ) : (
        loading
      )}
    </RemoteErrorBoundary>
  );
}
