export { PrivacyPage as default } from '../features/legal/pages/privacy-page';
