import type { BadgeTone } from '@termlens/shared-ui/components/badge';

/** A++ or A+ is green, any other rating with an A is blue, the rest grey: strength at a glance. */
export function ratingTone(rating: string): BadgeTone {
  if (rating.includes('A++') || rating.includes('A+')) return 'green';
  if (rating.includes('A')) return 'blue';
  return 'neutral';
}
