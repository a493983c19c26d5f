export { EulaPage as default } from '../features/legal/pages/eula-page';
