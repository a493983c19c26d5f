import { rateVital, vitalNames, vitalThresholds } from '@termlens/contracts/web-vital-ratings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import * as webVitals from 'web-vitals';

const observers = vi.hoisted(() => new Map<string, (metric: Metric) => void>());
vi.mock('web-vitals', async (original) => {
  const actual = await original<typeof import('web-vitals')>();
  const observe = (name: string) =>
    vi.fn((callback: (metric: Metric) => void) => observers.set(name, callback));
  return {
    ...actual,
    onLCP: observe('LCP'),
    onINP: observe('INP'),
    onCLS: observe('CLS'),
    onFCP: observe('FCP'),
    onTTFB: observe('TTFB'),
  };
});
const sendVitals = vi.hoisted(() => vi.fn());
vi.mock('./send-vitals', () => ({ sendVitals }));

const { startVitalsReporter, stopVitalsReporter } = await import('./vitals-reporter');

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};
const report = (name: Metric['name'], value: number) =>
  observers.get(name)?.({ name, value, rating: rateVital(name, value) } as Metric);

describe('vitals reporter', () => {
  beforeEach(() => {
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    sendVitals.mockClear();
  });
  afterEach(() => stopVitalsReporter());

  it('rates values with the same thresholds as web-vitals', () => {
    const theirs = {
      LCP: webVitals.LCPThresholds,
      INP: webVitals.INPThresholds,
      CLS: webVitals.CLSThresholds,
      FCP: webVitals.FCPThresholds,
      TTFB: webVitals.TTFBThresholds,
    };
    for (const name of vitalNames) expect(vitalThresholds[name]).toEqual(theirs[name]);
  });

  it('batches metrics under the landing route and sends them when the page is hidden', () => {
    startVitalsReporter('/blog/:slug');
    report('TTFB', 300);
    report('FCP', 900);
    report('LCP', 2600);
    expect(sendVitals).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(sendVitals).toHaveBeenCalledExactlyOnceWith({
      metrics: [
        { name: 'TTFB', value: 300, rating: 'good', route: '/blog/:slug' },
        { name: 'FCP', value: 900, rating: 'good', route: '/blog/:slug' },
        { name: 'LCP', value: 2600, rating: 'needs-improvement', route: '/blog/:slug' },
      ],
    });
    // Nothing is sent twice, and an empty queue sends nothing.
    setVisibility('visible');
    setVisibility('hidden');
    expect(sendVitals).toHaveBeenCalledOnce();
  });

  it('sends a metric reported after the hide at once, and flushes on pagehide', () => {
    startVitalsReporter('/');
    setVisibility('hidden');
    report('CLS', 0.3);
    expect(sendVitals).toHaveBeenLastCalledWith({
      metrics: [{ name: 'CLS', value: 0.3, rating: 'poor', route: '/' }],
    });
    setVisibility('visible');
    report('INP', 120);
    dispatchEvent(new Event('pagehide'));
    expect(sendVitals).toHaveBeenLastCalledWith({
      metrics: [{ name: 'INP', value: 120, rating: 'good', route: '/' }],
    });
  });

  it('drops everything once stopped and observes web-vitals only once across restarts', () => {
    startVitalsReporter('/');
    report('LCP', 1000);
    stopVitalsReporter();
    report('FCP', 500);
    setVisibility('hidden');
    dispatchEvent(new Event('pagehide'));
    expect(sendVitals).not.toHaveBeenCalled();

    setVisibility('visible');
    startVitalsReporter('/compare');
    report('INP', 80);
    setVisibility('hidden');
    expect(sendVitals).toHaveBeenCalledExactlyOnceWith({
      metrics: [{ name: 'INP', value: 80, rating: 'good', route: '/compare' }],
    });
    expect(webVitals.onLCP).toHaveBeenCalledOnce();
  });
});
