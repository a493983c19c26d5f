import { Badge } from '@termlens/shared-ui/components/badge';
import { ratingTone } from '../rating-tone';

export function RatingBadge({ rating }: { rating: string }) {
  return (
    <Badge tone={ratingTone(rating)} aria-label={`AM Best rating ${rating}`}>
      {rating}
    </Badge>
  );
}
