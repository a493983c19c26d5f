export { ResourcesPage as default } from '../features/resources/components/resources-page';
