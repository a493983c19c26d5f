export { SitemapPage as default } from '../features/sitemap/sitemap-page';
