export { DisclosurePage as default } from '../features/legal/pages/disclosure-page';
