import { describe, expect, it } from 'vitest';
import { articleDate } from './article-date';

describe('articleDate', () => {
  it('writes the long US form', () => {
    expect(articleDate('2026-01-05T12:00:00Z')).toBe('January 5, 2026');
  });

  it("says 'Recently' without a usable date", () => {
    expect(articleDate(null)).toBe('Recently');
    expect(articleDate('not a date')).toBe('Recently');
  });
});
