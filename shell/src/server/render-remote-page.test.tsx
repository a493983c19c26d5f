import type { PageHeadOf, PageQueries } from '@termlens/shared-ui/lib/page-queries';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverStateElementId } from '../site/server-state';
import { testSiteMap } from '../test/test-site-map';
import type { LoadedPageModule, RenderOptions } from './render-contract';

const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes: vi.fn() }));
vi.mock('../remotes/register-remotes', () => ({ remotesRegistered: () => Promise.resolve() }));

// A blog post page as a remote writes one: its data through a query the page server runs first.
// Built from the modules of the current module graph (each side below starts a fresh one), as
// federation gives a remote the host's own React Query and router.
const fetchPost = vi.fn(async (slug: string) => ({
  title: `Post ${slug}`,
  body: 'Body </script>',
}));
async function postModule() {
  const { queryOptions, useQuery } = await import('@tanstack/react-query');
  const { useParams } = await import('@termlens/shared-ui/lib/router');
  const postQuery = (slug: string) =>
    queryOptions({ queryKey: ['post', { slug }], queryFn: () => fetchPost(slug) });
  function PostPage() {
    const { slug = '' } = useParams();
    const post = useQuery(postQuery(slug));
    return post.data ? (
      <article>
        <h1>{post.data.title}</h1>
        <p>{post.data.body}</p>
      </article>
    ) : (
      <p>Loading article</p>
    );
  }
  const pageQueries: PageQueries = ({ params }) => [postQuery(params.slug ?? '')];
  return { default: PostPage, pageQueries };
}
type Exports = Partial<LoadedPageModule['exports']>;

function options(loaded: Exports | null, budgetMs = 1000) {
  const faults: unknown[] = [];
  const renderOptions: RenderOptions = {
    loadModule: async () =>
      loaded && { release: 'abc', exports: loaded, stylesheets: ['/remotes/post.css'] },
    budgetMs,
    onRemoteFault: (_release, _module, error) => faults.push(error),
    siteUrl: 'https://t.test',
  };
  return { renderOptions, faults };
}

async function render(
  url: string,
  exports: ((post: Exports) => Exports | null) | null,
  budget?: number,
) {
  vi.resetModules();
  const { renderPage } = await import('./render-page');
  const { renderOptions, faults } = options(exports?.(await postModule()) ?? null, budget);
  return { page: await renderPage(url, testSiteMap, renderOptions), faults };
}

describe("renderPage with a remote's server code", () => {
  afterEach(() => fetchPost.mockClear());

  it('renders the page with its data, and hands both to the browser', async () => {
    const { page, faults } = await render('/blog/term-life', (post) => post);
    expect(page.ownContent).toBe(true);
    expect(page.markup).toContain('<h1>Post term-life</h1>');
    expect(page.markup).toContain('Body &lt;/script&gt;');
    expect(page.serverState?.modules).toEqual(['mfe_content/blog-post-page']);
    expect(JSON.stringify(page.serverState?.queries)).toContain('Post term-life');
    expect(page.stylesheets).toEqual(['/remotes/post.css']);
    expect(faults).toEqual([]);
  });

  it('leaves the page to the browser when the remote has no server code', async () => {
    const { page } = await render('/blog/term-life', null);
    expect(page.ownContent).toBe(false);
    expect(page.serverState).toBeUndefined();
    expect(page.markup).toContain('Loading…');
  });

  it('leaves the page to the browser, and reports it, when the page throws', async () => {
    const Broken = () => {
      throw new Error('no window here');
    };
    const { page, faults } = await render('/blog/term-life', () => ({ default: Broken }));
    expect(page.ownContent).toBe(false);
    expect(page.markup).toContain('Loading…');
    expect(faults).toHaveLength(1);
  });

  it('leaves the page to the browser, and reports it, when its data runs over the budget', async () => {
    const slow: PageQueries = () => [{ queryKey: ['slow'], queryFn: () => new Promise(() => {}) }];
    const { page, faults } = await render(
      '/blog/term-life',
      (post) => ({ ...post, pageQueries: slow }),
      50,
    );
    expect(page.ownContent).toBe(false);
    expect(String(faults[0])).toContain('over 50 ms');
  });

  it('leaves the page to the browser, unreported, when its data fails (the API logs it)', async () => {
    fetchPost.mockRejectedValueOnce(new Error('503'));
    const { page, faults } = await render('/blog/term-life', (post) => post);
    expect(page.ownContent).toBe(false);
    expect(faults).toEqual([]);
  });

  it.each([404, 503])(
    'answers %i, with the placeholder, when the API says so of its data',
    async (status) => {
      fetchPost.mockRejectedValueOnce(Object.assign(new Error(`${status}`), { status }));
      const { page, faults } = await render('/blog/term-life', (post) => post);
      expect(page.status).toBe(status);
      expect(page.markup).toContain('Loading…');
      expect(faults).toEqual([]);
    },
  );

  it('hands the page server the head the page made from its data', async () => {
    const pageHead: PageHeadOf = ([post], { params, siteUrl }) => ({
      meta: { title: (post as { title: string }).title, description: 'd', keywords: [] },
      structuredData: [{ '@type': 'Article', url: `${siteUrl}/blog/${params.slug}` }],
    });
    const { page } = await render('/blog/term-life', (post) => ({ ...post, pageHead }));
    expect(page.head).toEqual({
      meta: { title: 'Post term-life', description: 'd', keywords: [] },
      structuredData: [{ '@type': 'Article', url: 'https://t.test/blog/term-life' }],
    });
  });

  it('leaves the page to the browser, and reports it, when its head throws', async () => {
    const pageHead: PageHeadOf = () => {
      throw new Error('no title');
    };
    const { page, faults } = await render('/blog/term-life', (post) => ({ ...post, pageHead }));
    expect(page.ownContent).toBe(false);
    expect(page.head).toBeUndefined();
    expect(faults).toHaveLength(1);
  });
});

describe("hydrating a remote's server-rendered page", () => {
  let container: HTMLDivElement;
  let root: Root | undefined;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    document.getElementById(serverStateElementId)?.remove();
    loadRemote.mockReset();
  });

  it('keeps the server markup and its data: no loading state, no mismatch, no fetch', async () => {
    const { page } = await render('/blog/term-life', (post) => post);
    container.innerHTML = page.markup;
    // The server and the browser share one React here, which they never do for real: React's
    // server renderer leaves the context values of the last boundary it rendered in place until
    // its next render starts, and the browser's router would find the server's router around it.
    // A page without boundaries ends clean.
    await (await import('./render-page')).renderPage('/no-such-page', testSiteMap);
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = serverStateElementId;
    state.textContent = JSON.stringify(page.serverState);
    document.head.append(state);
    window.history.pushState({}, '', '/blog/term-life');
    fetchPost.mockClear();

    // The remote's code arrives after hydration has started.
    let arrive: (module: Exports) => void = () => {};
    loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    vi.resetModules();
    const { SiteRoot } = await import('../app/site-root');
    const { SiteMapContext } = await import('../site/site-map-context');
    const { BrowserRouter } = await import('@termlens/shared-ui/lib/router');
    const clientModule = await postModule();
    const serverHeading = container.querySelector('h1');
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <SiteMapContext.Provider value={testSiteMap}>
          <BrowserRouter>
            <SiteRoot />
          </BrowserRouter>
        </SiteMapContext.Provider>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });
    // While the code loads, the server's markup stays.
    expect(container.querySelector('h1')).toBe(serverHeading);
    await act(async () => arrive(clientModule));
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalled());
    expect(recoverableErrors).toEqual([]);
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.textContent).not.toContain('Loading article');
    expect(fetchPost).not.toHaveBeenCalled();
  });
});
