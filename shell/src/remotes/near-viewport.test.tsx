import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './near-viewport';

// jsdom has no layout: each observer is driven by hand, by its root margin.
type Observed = { callback: IntersectionObserverCallback; margin: string };
let observers: Observed[] = [];

class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, margin: options?.rootMargin ?? '0px' });
  }
  observe() {}
  disconnect() {}
}

function intersect(which: 'viewport' | 'look-ahead', isIntersecting = true) {
  const observer = observers.find((o) => (o.margin === '0px') === (which === 'viewport'));
  if (!observer) throw new Error(`no ${which} observer`);
  act(() =>
    observer.callback(
      [{ isIntersecting } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
}

const scroll = () => act(() => window.dispatchEvent(new Event('scroll')));

function renderArea() {
  render(
    <NearViewport id="compare" placeholder={<p>placeholder</p>}>
      <p>section</p>
    </NearViewport>,
  );
}

describe('NearViewport', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads an area in the first screen at once', () => {
    renderArea();
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    intersect('viewport');
    expect(screen.getByText('section')).toBeInTheDocument();
  });

  it('keeps an area below the first screen waiting until the visitor scrolls', () => {
    renderArea();
    intersect('look-ahead');
    expect(screen.queryByText('section')).not.toBeInTheDocument();
    scroll();
    expect(screen.getByText('section')).toBeInTheDocument();
  });

  it('looks ahead once the visitor has scrolled, and not beyond the look-ahead', () => {
    renderArea();
    scroll();
    expect(screen.queryByText('section')).not.toBeInTheDocument();
    intersect('look-ahead');
    expect(screen.getByText('section')).toBeInTheDocument();
  });

  it('does not load an area that left the look-ahead before the first scroll', () => {
    renderArea();
    intersect('look-ahead');
    intersect('look-ahead', false);
    scroll();
    expect(screen.queryByText('section')).not.toBeInTheDocument();
    expect(document.getElementById('compare')).toHaveTextContent('placeholder');
  });
});
