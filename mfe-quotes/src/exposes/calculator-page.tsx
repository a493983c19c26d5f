export { CalculatorPage as default } from '../features/calculator/components/calculator-page';
