export { ComparePage as default } from '../features/compare/components/compare-page';
