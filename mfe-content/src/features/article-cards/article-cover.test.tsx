import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleCover, coverDesign } from './article-cover';

const slugs = [
  'term-life-basics',
  'how-much-life-insurance',
  'term-vs-whole-life',
  'new-parents-guide',
  'compare-quotes-fairly',
];

describe('ArticleCover', () => {
  it('draws every article differently, even within one category', () => {
    const designs = slugs.map((slug) => JSON.stringify(coverDesign(slug, 'Term Life Basics')));
    expect(new Set(designs).size).toBe(slugs.length);
  });

  it('draws the same article the same way every time', () => {
    expect(coverDesign('term-life-basics', 'Family Planning')).toEqual(
      coverDesign('term-life-basics', 'Family Planning'),
    );
  });

  it('is a decorative SVG with its size set, so the page does not move as it draws', () => {
    const { container } = render(<ArticleCover coverKey="7:Rates fall" category="market-rates" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('640');
    expect(svg?.getAttribute('height')).toBe('360');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 640 360');
  });
});
