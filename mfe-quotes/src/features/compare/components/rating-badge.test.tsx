import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingBadge } from './rating-badge';

describe('RatingBadge', () => {
  it.each([
    ['A++', 'green'],
    ['A+', 'green'],
    ['A', 'blue'],
    ['A-', 'blue'],
    ['B++', 'neutral'],
    ['B+', 'neutral'],
  ])('shows %s in %s', (rating, tone) => {
    render(<RatingBadge rating={rating} />);
    expect(screen.getByText(rating)).toHaveClass(tone);
  });
});
