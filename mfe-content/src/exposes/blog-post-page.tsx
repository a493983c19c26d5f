import type { PageHeadOf, PageQueries } from '@termlens/shared-ui/lib/page-queries';
import { blogPostHead } from '../features/blog/blog-post-head';
import { blogPostQuery } from '../features/blog/hooks/use-blog-post';

export { BlogPostPage as default } from '../features/blog/components/blog-post-page';

export const pageQueries: PageQueries = ({ params }) => [blogPostQuery(params.slug ?? '')];

export const pageHead: PageHeadOf = blogPostHead;
