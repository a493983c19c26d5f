export { FaqPage as default } from '../features/faq/faq-page';
