import type { PageQueries } from '@termlens/shared-ui/lib/page-queries';
import { newsListQuery } from '../features/news/hooks/use-news-list';

export { NewsPage as default } from '../features/news/components/news-page';

export const pageQueries: PageQueries = () => [newsListQuery({})];
