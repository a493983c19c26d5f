export { NewsStrip as default } from '../features/news/components/news-strip';
