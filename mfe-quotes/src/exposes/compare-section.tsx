export { CompareSection as default } from '../features/compare/components/compare-section';
