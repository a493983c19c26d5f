export { TermsPage as default } from '../features/legal/pages/terms-page';
