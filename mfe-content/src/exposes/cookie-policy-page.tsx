export { CookiePolicyPage as default } from '../features/legal/pages/cookie-policy-page';
