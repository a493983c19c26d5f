import type { BadgeTone } from '@termlens/shared-ui/components/badge';

/** Spec section 4: A++ or A+ is green, any other rating with an A is blue, the rest grey. */
export function ratingTone(rating: string): BadgeTone {
  if (rating.includes('A++') || rating.includes('A+')) return 'green';
  if (rating.includes('A')) return 'blue';
  return 'neutral';
}
