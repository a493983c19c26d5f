import * as reactQuery from '@tanstack/react-query';
import { dehydrate, hashKey, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import reactQueryPackage from '@tanstack/react-query/package.json';
import type { SiteMap, SiteRoute } from '@termlens/contracts/published-site';
import type { PageHead, PageHeadOf, PageQueries } from '@termlens/shared-ui/lib/page-queries';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import * as router from '@termlens/shared-ui/lib/router';
import sharedUiPackage from '@termlens/shared-ui/package.json';
import * as consentStore from '@termlens/shared-ui/stores/consent-store';
import * as toastStore from '@termlens/shared-ui/stores/toast-store';
import * as react from 'react';
import { type ComponentType, StrictMode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import reactPackage from 'react/package.json';
import * as reactDom from 'react-dom';
import reactDomPackage from 'react-dom/package.json';
// The edge build, as Next.js renders in Node: the Node build runs each render in an
// AsyncLocalStorage, and in Node 20 the first such run turns on promise hooks for the whole
// process, which every later promise of every request (API ones too) then pays for. This
// renderer calls none of the resource hints that would need that context.
import { prerender } from 'react-dom/static.edge';
// Straight from the package: the server bundle is not federated, and the browser's shared
// router facade need not carry a router only the server uses.
import { StaticRouter } from 'react-router-dom';
import * as zustand from 'zustand';
import zustandPackage from 'zustand/package.json';
import { remoteRouteFor } from '../app/remote-route-for';
import { SiteRoot } from '../app/site-root';
import { type ServerPage, ServerPageContext } from '../remotes/server-page-context';
import { remoteModuleKey } from '../site/server-state';
import { SiteMapContext } from '../site/site-map-context';
import type { RenderOptions, RenderPage, SharedModule } from './render-contract';

/**
 * What this bundle shares with the remotes it renders: the same React, router, query client and
 * stores its own markup uses, as the shell's browser build shares them through federation.
 */
export const sharedModules: Record<string, SharedModule> = {
  react: { version: reactPackage.version, module: react },
  'react/jsx-runtime': { version: reactPackage.version, module: jsxRuntime },
  'react-dom': { version: reactDomPackage.version, module: reactDom },
  '@tanstack/react-query': { version: reactQueryPackage.version, module: reactQuery },
  zustand: { version: zustandPackage.version, module: zustand },
  '@termlens/shared-ui/lib/router': { version: sharedUiPackage.version, module: router },
  '@termlens/shared-ui/stores/consent-store': {
    version: sharedUiPackage.version,
    module: consentStore,
  },
  '@termlens/shared-ui/stores/toast-store': {
    version: sharedUiPackage.version,
    module: toastStore,
  },
};

async function renderMarkup(
  url: string,
  site: SiteMap,
  page: ServerPage | null,
  signal?: AbortSignal,
) {
  let failure: unknown;
  const { prelude } = await prerender(
    <StrictMode>
      <SiteMapContext.Provider value={site}>
        <ServerPageContext.Provider value={page}>
          <StaticRouter location={url}>
            <SiteRoot />
          </StaticRouter>
        </ServerPageContext.Provider>
      </SiteMapContext.Provider>
    </StrictMode>,
    {
      signal,
      // Every boundary inline, however large: a large one would otherwise be written apart and
      // moved into place by an inline script, which the CSP does not allow.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  const markup = await new Response(prelude).text();
  return { markup, failure };
}

/**
 * The app's query client, hashing keys as the browser will. A remote's keys are made in its own
 * context, where an object is no plain object to TanStack Query, whose hash would then keep the
 * key's property order instead of sorting it, and the browser would miss the server's data.
 */
function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, queryKeyHashFn: (key) => hashKey(structuredClone(key)) },
  });
  return client;
}

class BudgetExceeded extends Error {
  constructor(ms: number) {
    super(`the page took over ${ms} ms on the server`);
  }
}

/**
 * The page's status from the API's answer to its data, when that says the page cannot be shown:
 * no such record, or parameters no record could have (400), are a 404; the database down a 503.
 * The error comes from the remote's own API client, so it is read by shape, not by class.
 */
function pageStatus(error: unknown): 404 | 503 | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 400 || status === 404) return 404;
  return status === 503 ? 503 : undefined;
}

/**
 * A remote's page ready to render: its module loaded, its data fetched, within the budget. A
 * status instead when its data says there is no such page or the API is down.
 */
async function preparePage(
  url: URL,
  route: SiteRoute,
  options: RenderOptions,
  signal: AbortSignal,
) {
  const loaded = await options.loadModule(route.remote, route.module);
  const Remote = loaded?.exports.default as ComponentType | undefined;
  if (!loaded || !Remote) return null;
  const fault = (error: unknown) => {
    options.onRemoteFault(loaded.release, route.module, error);
    return null;
  };
  const queryClient = serverQueryClient();
  const pageQueries = loaded.exports.pageQueries as PageQueries | undefined;
  const params = router.matchRoutes([{ path: route.path }], url.pathname)?.[0]?.params ?? {};
  const queries = pageQueries?.({ params, search: url.searchParams }) ?? [];
  // fetchQuery, not prefetchQuery: a query that fails renders the page in the browser, where
  // the remote shows its own error and Try again. The API logs its own failures.
  const fetched = Promise.all(
    queries.map((query) =>
      'initialPageParam' in query
        ? queryClient.fetchInfiniteQuery(
            query as Parameters<typeof queryClient.fetchInfiniteQuery>[0],
          )
        : queryClient.fetchQuery(query as Parameters<typeof queryClient.fetchQuery>[0]),
    ),
  );
  const aborted = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );
  let answers: unknown[];
  try {
    answers = await Promise.race([fetched, aborted]);
  } catch (error) {
    fetched.catch(() => {});
    if (signal.aborted) return fault(new BudgetExceeded(options.budgetMs));
    const status = pageStatus(error);
    return status ? { status } : null;
  }
  const pageHead = loaded.exports.pageHead as PageHeadOf | undefined;
  let head: PageHead | undefined;
  try {
    // Made in the remote's own context: copied, so the page server gets plain objects.
    head =
      pageHead &&
      structuredClone(
        pageHead(answers, { params, search: url.searchParams, siteUrl: options.siteUrl }),
      );
  } catch (error) {
    return fault(error);
  }
  const Component = () => (
    <QueryClientProvider client={queryClient}>
      <Remote />
    </QueryClientProvider>
  );
  return {
    key: remoteModuleKey(route.remote, route.module),
    Component,
    queryClient,
    fault,
    stylesheets: loaded.stylesheets,
    head,
  };
}

/**
 * The page for one URL (path and query): the layout, header and footer, and the page itself,
 * whether the shell or a remote renders it. A remote's page is rendered with its server code and
 * its data, dehydrated for the browser. If that fails or runs over the budget, its area holds its
 * loading placeholder and the browser renders it, as it would without a server.
 */
export const renderPage: RenderPage = async (url, site, options) => {
  const parsed = new URL(url, 'http://localhost');
  const route = remoteRouteFor(parsed.pathname, site.routes);
  const placeholder = async () => (await renderMarkup(url, site, null)).markup;
  if (!options || !route) return { markup: await placeholder(), ownContent: !route };
  const budget = AbortSignal.timeout(options.budgetMs);
  const page = await preparePage(parsed, route, options, budget).catch(() => null);
  // The remote shows its own 'not found' or error view in the browser.
  if (page && 'status' in page) {
    return { markup: await placeholder(), ownContent: false, status: page.status };
  }
  if (page) {
    const rendered = await renderMarkup(url, site, page, budget).catch((error: unknown) => ({
      markup: '',
      failure: error,
    }));
    if (rendered.failure === undefined) {
      return {
        markup: rendered.markup,
        ownContent: true,
        serverState: { modules: [page.key], queries: dehydrate(page.queryClient) },
        stylesheets: page.stylesheets,
        head: page.head,
      };
    }
    page.fault(budget.aborted ? new BudgetExceeded(options.budgetMs) : rendered.failure);
  }
  return { markup: await placeholder(), ownContent: false };
};
