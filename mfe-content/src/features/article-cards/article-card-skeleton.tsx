import { Skeleton } from '@termlens/shared-ui/components/skeleton';
import cards from './article-cards.module.css';

export function ArticleCardSkeleton({ withImage }: { withImage?: boolean }) {
  return (
    <div className={cards.card} data-testid="news-skeleton">
      {withImage && <Skeleton height="10rem" />}
      <div className={cards.cardBody}>
        <Skeleton width="40%" />
        <Skeleton height="1.5rem" />
        <Skeleton />
        <Skeleton width="70%" />
      </div>
    </div>
  );
}
