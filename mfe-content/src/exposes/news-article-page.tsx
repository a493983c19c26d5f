import type { PageHeadOf, PageQueries } from '@termlens/shared-ui/lib/page-queries';
import { newsArticleQuery } from '../features/news/hooks/use-news-article';
import { newsArticleHead } from '../features/news/news-article-head';

export { NewsArticlePage as default } from '../features/news/components/news-article-page';

export const pageQueries: PageQueries = ({ params }) => [newsArticleQuery(params.id ?? '')];

export const pageHead: PageHeadOf = newsArticleHead;
