import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('shareLinks', () => {
  it('encodes the page URL for every network and gives Twitter the title', () => {
    const links = shareLinks('https://t.test/blog/a?b=1', 'Rates & you');
    expect(links.map((l) => l.network)).toEqual(['Facebook', 'Twitter', 'LinkedIn']);
    for (const link of links)
      expect(link.href).toContain('https%3A%2F%2Ft.test%2Fblog%2Fa%3Fb%3D1');
    expect(links[1]?.href).toContain('text=Rates%20%26%20you');
  });
});
