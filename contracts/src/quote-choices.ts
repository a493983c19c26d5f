// The quote form's choices; the API accepts exactly these. Kept apart from the zod schemas so the
// front ends can import them without bundling zod.
export const ageChoices = [25, 30, 35, 40, 45, 50, 55, 60] as const;
export const coverageChoices = [
  250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000,
] as const;
export const termChoices = [10, 15, 20, 30] as const;
// In the order the quote form lists them.
export const sexOptions = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;
export const sexChoices = sexOptions.map((option) => option.value);

export type TermLength = (typeof termChoices)[number];
export type Sex = (typeof sexChoices)[number];

// Best to worst; non-smokers are offered the first four, smokers only 'Tobacco'.
export const healthClasses = [
  'Preferred Plus',
  'Preferred',
  'Standard Plus',
  'Standard',
  'Tobacco',
] as const;
export type HealthClass = (typeof healthClasses)[number];

export const amBestRatings = ['A++', 'A+', 'A', 'A-', 'B++', 'B+'] as const;
export type AmBestRating = (typeof amBestRatings)[number];
