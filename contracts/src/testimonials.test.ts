import { describe, expect, it } from 'vitest';
import { testimonials } from './testimonials';

describe('testimonials', () => {
  it('give each person one story', () => {
    const names = testimonials.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    const quotes = testimonials.map((t) => t.quote);
    expect(new Set(quotes).size).toBe(quotes.length);
  });
});
