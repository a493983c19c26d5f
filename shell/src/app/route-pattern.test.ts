import type { SiteRoute } from '@termlens/contracts/published-site';
import { describe, expect, it } from 'vitest';
import { routePatternOf } from './route-pattern';

const route = (path: string): SiteRoute => ({
  path,
  remote: 'mfe_quotes',
  module: 'page',
  name: path,
  group: 'main',
  title: path,
  description: '',
  keywords: [],
});
const routes = ['/compare', '/blog/:slug', '/blog/featured', '/news/:id', '/admin'].map(route);

describe('routePatternOf', () => {
  it.each([
    ['/', '/'],
    ['/compare', '/compare'],
    ['/blog/what-term-length', '/blog/:slug'],
    ['/blog/featured', '/blog/featured'],
    ['/news/42', '/news/:id'],
    ['/no-such-page', null],
    ['/admin/extra', null],
  ])('maps %s to %s', (pathname, pattern) => {
    expect(routePatternOf(pathname, routes)).toBe(pattern);
  });
});
