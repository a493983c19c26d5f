import { consentDateStorageKey, consentStorageKey } from '@termlens/shared-ui/stores/consent-store';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSiteMap } from '../test/test-site-map';
import { renderPage } from './render-page';

describe('renderPage', () => {
  it('renders home with its hero as the page content, and no consent banner', async () => {
    const page = await renderPage('/', testSiteMap);
    expect(page.ownContent).toBe(true);
    expect(page.markup).toContain('Compare the Best Term Life Insurance Plans Instantly');
    expect(page.markup).toContain('<main id="main"');
    // The banner depends on what this browser stored: it is added once hydrated.
    expect(page.markup).not.toContain('We value your privacy');
  });

  it("renders a remote's page without its server code as the layout around its loading placeholder", async () => {
    const page = await renderPage('/compare?term=20', testSiteMap);
    expect(page.ownContent).toBe(false);
    expect(page.markup).toContain('Loading…');
    expect(page.markup).toContain('TermLens home');
  });

  it("places the remotes' home sections where they asked, their anchors included", async () => {
    const page = await renderPage('/', testSiteMap);
    expect(page.markup).toContain('id="compare"');
    const { markup } = await renderPage('/', { routes: [], homeSections: [] });
    expect(markup).not.toContain('id="compare"');
  });

  it('renders a page no current release publishes as the not-found page', async () => {
    const page = await renderPage('/compare', { ...testSiteMap, routes: [] });
    expect(page.ownContent).toBe(true);
    expect(page.markup).toContain('Page Not Found');
  });

  it('renders an unknown path as the not-found page', async () => {
    const page = await renderPage('/no-such-page', testSiteMap);
    expect(page.ownContent).toBe(true);
    expect(page.markup).toContain('Page Not Found');
  });
});

describe('hydrating the server markup', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  const recoverableErrors: unknown[] = [];

  beforeEach(() => {
    // Home's lower sections wait for the viewport; jsdom has no IntersectionObserver.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    container = document.createElement('div');
    document.body.append(container);
    recoverableErrors.length = 0;
  });

  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  // The server has no stored choice; the browser may. Fresh modules for each side, because the
  // consent store reads localStorage when its module first loads.
  async function hydrate(path: string, storedChoice = false) {
    vi.resetModules();
    window.history.pushState({}, '', path);
    container.innerHTML = (
      await (await import('./render-page')).renderPage(path, testSiteMap)
    ).markup;
    if (storedChoice) {
      localStorage.setItem(consentStorageKey, JSON.stringify({ analytics: false }));
      localStorage.setItem(consentDateStorageKey, '2026-11-01T00:00:00.000Z');
    }
    vi.resetModules();
    const { SiteRoot } = await import('../app/site-root');
    const { SiteMapContext } = await import('../site/site-map-context');
    const serverHeading = container.querySelector('h1');
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
    return serverHeading;
  }

  it('keeps the server nodes and then shows the banner to a first-time visitor', async () => {
    const serverHeading = await hydrate('/');
    expect(recoverableErrors).toEqual([]);
    expect(serverHeading).not.toBeNull();
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.textContent).toContain('We value your privacy');
  });

  it('shows no banner to a visitor who has chosen, with no mismatch either', async () => {
    const serverHeading = await hydrate('/', true);
    expect(recoverableErrors).toEqual([]);
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.textContent).not.toContain('We value your privacy');
  });
});
