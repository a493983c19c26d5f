import { useConsentStore } from '@termlens/shared-ui/stores/consent-store';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const reporter = vi.hoisted(() => ({
  loaded: 0,
  startVitalsReporter: vi.fn(),
  stopVitalsReporter: vi.fn(),
}));
vi.mock('./vitals-reporter', () => {
  reporter.loaded++;
  return reporter;
});

const { WebVitalsGate } = await import('./web-vitals-gate');
const { SiteMapContext } = await import('../../site/site-map-context');
const { testSiteMap } = await import('../../test/test-site-map');

const flushImports = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const renderAt = (path: string) =>
  render(
    <SiteMapContext.Provider value={testSiteMap}>
      <MemoryRouter initialEntries={[path]}>
        <WebVitalsGate />
      </MemoryRouter>
    </SiteMapContext.Provider>,
  );
const chooseAnalytics = (analytics: boolean) =>
  act(() => useConsentStore.getState().choose({ analytics, marketing: false, preferences: false }));

describe('WebVitalsGate', () => {
  beforeEach(() => {
    localStorage.clear();
    useConsentStore.setState({ consent: null, decidedAt: null });
    reporter.startVitalsReporter.mockClear();
    reporter.stopVitalsReporter.mockClear();
  });

  // Runs first: the reporter module is loaded once per test file, as in the browser.
  it('loads nothing without a choice or with analytics refused', async () => {
    renderAt('/compare');
    await flushImports();
    chooseAnalytics(false);
    await flushImports();
    expect(reporter.loaded).toBe(0);
    expect(reporter.startVitalsReporter).not.toHaveBeenCalled();
  });

  it('starts on consent given later, with the landing route pattern, and stops on withdrawal', async () => {
    renderAt('/blog/what-term-length');
    await flushImports();
    expect(reporter.loaded).toBe(0);
    chooseAnalytics(true);
    await flushImports();
    expect(reporter.loaded).toBe(1);
    expect(reporter.startVitalsReporter).toHaveBeenCalledExactlyOnceWith('/blog/:slug');
    chooseAnalytics(false);
    await flushImports();
    expect(reporter.stopVitalsReporter).toHaveBeenCalledOnce();
  });

  it('reports nothing for a page that does not exist', async () => {
    chooseAnalytics(true);
    renderAt('/no-such-page');
    await flushImports();
    expect(reporter.startVitalsReporter).not.toHaveBeenCalled();
  });
});
