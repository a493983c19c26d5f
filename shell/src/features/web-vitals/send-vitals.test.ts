import type { VitalsBatch } from '@termlens/contracts/web-vitals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendVitals } from './send-vitals';

const batch: VitalsBatch = { metrics: [{ name: 'LCP', value: 1200, rating: 'good', route: '/' }] };

describe('sendVitals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a beacon whose body is a JSON Blob', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    sendVitals(batch);
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/vitals');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(batch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused or missing', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    for (const nav of [{ sendBeacon: () => false }, {}]) {
      vi.stubGlobal('navigator', nav);
      sendVitals(batch);
    }
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('/api/vitals', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(batch),
      keepalive: true,
      credentials: 'omit',
    });
  });
});
