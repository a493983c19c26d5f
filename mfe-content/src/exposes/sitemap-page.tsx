import type { PageQueries } from '@termlens/shared-ui/lib/page-queries';
import { sitePagesQuery } from '../features/sitemap/site-pages-query';

export { SitemapPage as default } from '../features/sitemap/sitemap-page';

export const pageQueries: PageQueries = () => [sitePagesQuery()];
