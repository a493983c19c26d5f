import type { PageQueries } from '@termlens/shared-ui/lib/page-queries';
import { blogPostsQuery } from '../features/blog/hooks/use-blog-posts';

export { BlogPage as default } from '../features/blog/components/blog-page';

/** The first page of every category's posts, as the page first shows it. */
export const pageQueries: PageQueries = () => [blogPostsQuery(undefined)];
