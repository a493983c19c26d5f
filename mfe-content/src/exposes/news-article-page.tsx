import type { PageQueries } from '@termlens/shared-ui/lib/page-queries';
import { newsArticleQuery } from '../features/news/hooks/use-news-article';

export { NewsArticlePage as default } from '../features/news/components/news-article-page';

export const pageQueries: PageQueries = ({ params }) => [newsArticleQuery(params.id ?? '')];
