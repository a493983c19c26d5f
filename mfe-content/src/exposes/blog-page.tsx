export { BlogPage as default } from '../features/blog/components/blog-page';
