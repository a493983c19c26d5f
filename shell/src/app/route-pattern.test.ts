import { describe, expect, it } from 'vitest';
import { routePatternOf } from './route-pattern';

describe('routePatternOf', () => {
  it.each([
    ['/', '/'],
    ['/compare', '/compare'],
    ['/blog/what-term-length', '/blog/:slug'],
    ['/news/42', '/news/:id'],
    ['/no-such-page', null],
    ['/admin/extra', null],
  ])('maps %s to %s', (pathname, pattern) => {
    expect(routePatternOf(pathname)).toBe(pattern);
  });
});
