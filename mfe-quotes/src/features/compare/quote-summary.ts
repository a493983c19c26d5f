import { formatCoverage } from '@termlens/shared-ui/lib/format';
import type { QuoteFormValues } from './form-values';

/** The searched profile, only the parts that were filled in: 'Age 35 · $500,000 · 20-year term · Non-smoker'. */
export function quoteSummary(values: QuoteFormValues): string {
  const parts: string[] = [];
  if (values.age) parts.push(`Age ${values.age}`);
  if (values.coverage) parts.push(formatCoverage(Number(values.coverage)));
  if (values.term) parts.push(`${values.term}-year term`);
  parts.push(values.smoker ? 'Smoker' : 'Non-smoker');
  return parts.join(' · ');
}
