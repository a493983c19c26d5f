import type { HealthClass } from '@termlens/contracts/quote-choices';
import type { QuoteInput } from './types';

const nonSmokerClasses: readonly HealthClass[] = [
  'Preferred Plus',
  'Preferred',
  'Standard Plus',
  'Standard',
];
// One smoker class keeps the model simple; carriers' tobacco-preferred tiers are folded into it.
const smokerClasses: readonly HealthClass[] = ['Tobacco'];

export function assumedHealthClass(
  input: Pick<QuoteInput, 'smoker' | 'excellentHealth'>,
): HealthClass {
  if (input.smoker) return 'Tobacco';
  if (input.excellentHealth) return 'Preferred Plus';
  // Preferred classes need near-ideal build, blood pressure, cholesterol and family history. A
  // typical applicant who does not claim excellent health is most often approved at Standard Plus,
  // so quoting it avoids showing a best-case price most people would not get.
  return 'Standard Plus';
}

/** Classes an applicant could end up in after underwriting, best first. */
export function availableHealthClasses(smoker: boolean): readonly HealthClass[] {
  return smoker ? smokerClasses : nonSmokerClasses;
}
