import type { PageQueries } from '@termlens/shared-ui/lib/page-queries';
import { blogPostQuery } from '../features/blog/hooks/use-blog-post';

export { BlogPostPage as default } from '../features/blog/components/blog-post-page';

export const pageQueries: PageQueries = ({ params }) => [blogPostQuery(params.slug ?? '')];
