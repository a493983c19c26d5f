import type { QuotedProfile } from '@termlens/contracts/quotes';
import { formatCoverage } from '@termlens/shared-ui/lib/format';
import type { QuoteFormValues } from './form-values';

type ProfileField = keyof QuotedProfile;

const fields: { key: ProfileField; part: (profile: QuotedProfile) => string }[] = [
  { key: 'age', part: (profile) => `Age ${profile.age}` },
  { key: 'coverage', part: (profile) => formatCoverage(profile.coverage) },
  { key: 'term', part: (profile) => `${profile.term}-year term` },
];

/** The fields the visitor left on 'Any', which the engine filled with its defaults. */
function assumedFields(values: QuoteFormValues): ProfileField[] {
  return fields.filter(({ key }) => values[key] === '').map(({ key }) => key);
}

/**
 * The priced profile: 'Age 35 · $500,000 (assumed) · 20-year term · Non-smoker'. A field left on
 * 'Any' shows the value priced in its place, marked, so no price stands on a hidden profile.
 */
export function quoteSummary(values: QuoteFormValues, profile: QuotedProfile): string {
  const assumed = assumedFields(values);
  const parts = fields.map(({ key, part }) =>
    assumed.includes(key) ? `${part(profile)} (assumed)` : part(profile),
  );
  parts.push(values.smoker ? 'Smoker' : 'Non-smoker');
  return parts.join(' · ');
}

const fieldNames: Record<ProfileField, string> = {
  age: 'age',
  coverage: 'coverage',
  term: 'term length',
};

const pricedAs: Record<ProfileField, (profile: QuotedProfile) => string> = {
  age: (profile) => `age ${profile.age}`,
  coverage: (profile) => `${formatCoverage(profile.coverage)} of coverage`,
  term: (profile) => `a ${profile.term}-year term`,
};

const list = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** Says which fields were left on 'Any' and what was priced instead; null when none was. */
export function assumedNote(values: QuoteFormValues, profile: QuotedProfile): string | null {
  const assumed = assumedFields(values);
  if (assumed.length === 0) return null;
  const names = list.format(assumed.map((key) => fieldNames[key]));
  const priced = list.format(assumed.map((key) => pricedAs[key](profile)));
  const place = assumed.length === 1 ? 'its' : 'their';
  return `You left ${names} on “Any”, so we priced ${priced} in ${place} place. Choose your own for prices that fit you.`;
}
