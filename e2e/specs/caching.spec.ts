import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';

const siteUrl = inject('siteUrl');

interface Received {
  url: string;
  type: string;
  status: number;
  /** answered from the browser's memory or disk cache, without asking the server */
  fromCache: boolean;
}

/** Starts recording; the returned function lists every response so far, cache hits included. */
async function recordResponses(page: Page): Promise<() => Received[]> {
  const received = new Map<string, Received>();
  // Ids of requests answered from the cache; a context's cache lives in memory, and Chromium
  // reports its hits with this event rather than with a flag on the response.
  const servedFromCache = new Set<string>();
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    received.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      fromCache: Boolean(response.fromDiskCache),
    }),
  );
  return () =>
    [...received].map(([id, r]) => ({ ...r, fromCache: r.fromCache || servedFromCache.has(id) }));
}

describe.skipIf(!hasChromium)('caching', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('downloads no JavaScript again on a repeat visit to /', async () => {
    const { page } = await openPage(browser, `${siteUrl}/`);
    await page.waitForLoadState('networkidle');
    const received = await recordResponses(page);
    // A new visit, as from a link or the address bar (a reload revalidates more than a visit).
    await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
    const scripts = received().filter((r) => r.type === 'Script');
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((r) => !r.fromCache && r.status !== 304)).toEqual([]);
    await page.context().close();
  });

  it('asks the server for each remote manifest on every visit, so a redeploy is seen', async () => {
    const { page } = await openPage(browser, `${siteUrl}/`);
    await page.waitForLoadState('networkidle');
    const received = await recordResponses(page);
    await page.reload({ waitUntil: 'networkidle' });
    const manifests = received().filter((r) => r.url.endsWith('/mf-manifest.json'));
    expect(manifests.length).toBeGreaterThan(0);
    // Revalidated (304 when unchanged), never taken from the cache unasked.
    expect(manifests.filter((r) => r.fromCache)).toEqual([]);
    await page.context().close();
  });

  it('serves manifests as no-cache with an ETag and every file they name under a content hash', async () => {
    for (const pkg of ['mfe-quotes', 'mfe-content', 'mfe-leads', 'mfe-admin']) {
      const manifestUrl = `${siteUrl}/remotes/${pkg}/mf-manifest.json`;
      const res = await fetch(manifestUrl);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const etag = res.headers.get('etag');
      expect(etag).toBeTruthy();
      const manifest = await res.json();
      const again = await fetch(manifestUrl, { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status).toBe(304);

      // A redeploy changes the manifest; every script it points at has a new name, so an old
      // cached file can never be mixed with new ones.
      const names: string[] = [
        manifest.metaData.remoteEntry.name,
        ...manifest.exposes.flatMap(
          (e: { assets: { js: { sync: string[]; async: string[] } } }) => [
            ...e.assets.js.sync,
            ...e.assets.js.async,
          ],
        ),
      ];
      expect(names.length).toBeGreaterThan(1);
      for (const name of names) {
        const file = await fetch(new URL(name, manifestUrl));
        expect(file.status, name).toBe(200);
        expect(file.headers.get('cache-control'), name).toBe('public, max-age=31536000, immutable');
        await file.arrayBuffer();
      }
    }
  });
});
