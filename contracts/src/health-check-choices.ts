import type { HealthClass } from './quote-choices';

// The health check's questions and their choices, both sides read them; kept apart from the zod
// schema so the front end can import them without bundling zod.

export const nicotineTypes = [
  'cigarettes',
  'vaping',
  'cigars',
  'chewing-tobacco',
  'nicotine-replacement',
  'marijuana',
] as const;
export type NicotineType = (typeof nicotineTypes)[number];

export const nicotineTypeNames: Record<NicotineType, string> = {
  cigarettes: 'Cigarettes',
  vaping: 'Vaping or e-cigarettes',
  cigars: 'Cigars or a pipe',
  'chewing-tobacco': 'Chewing tobacco or snuff',
  'nicotine-replacement': 'Nicotine patch, gum or lozenge',
  marijuana: 'Marijuana',
};

/** The health check's nicotine answer: a type, or none in the last five years. */
export const nicotineChoices = ['none', ...nicotineTypes] as const;
export type NicotineChoice = (typeof nicotineChoices)[number];

/** When the visitor last used it, as the fewest whole months ago each choice means. */
export const lastUseOptions = [
  { months: 0, label: 'In the last 12 months' },
  { months: 12, label: '1 to 2 years ago' },
  { months: 24, label: '2 to 3 years ago' },
  { months: 36, label: '3 to 5 years ago' },
  { months: 60, label: 'More than 5 years ago' },
] as const;

/** How often, as the most times a month each choice means. */
export const usesPerMonthOptions = [
  { uses: 1, label: 'Once a month or less' },
  { uses: 2, label: 'Twice a month' },
  { uses: 4, label: 'About once a week' },
  { uses: 12, label: 'Up to 3 times a week' },
  { uses: 30, label: 'Most days' },
] as const;

/** Years since the last DUI or DWI; 10 stands for none in the last 10 years or never. */
export const duiOptions = [
  { years: 10, label: 'None in the last 10 years' },
  { years: 5, label: '5 to 10 years ago' },
  { years: 3, label: '3 to 5 years ago' },
  { years: 2, label: '2 to 3 years ago' },
  { years: 1, label: '1 to 2 years ago' },
  { years: 0, label: 'In the last 12 months' },
] as const;

export const HEIGHT_INCHES = { min: 48, max: 90 } as const;
export const WEIGHT_POUNDS = { min: 70, max: 600 } as const;
export const SYSTOLIC = { min: 80, max: 250 } as const;
export const DIASTOLIC = { min: 40, max: 150 } as const;
export const TOTAL_CHOLESTEROL = { min: 90, max: 500 } as const;
export const HDL_CHOLESTEROL = { min: 15, max: 150 } as const;
export const MOVING_VIOLATIONS_MAX = 20;

/** Extra mortality of a table rating: each table adds 25% of the Standard price. */
export const tableRatings = [0, 2, 4] as const;
export type TableRating = (typeof tableRatings)[number];

/** 'Preferred', 'Table 2' (a Standard class with a table rating), or 'Tobacco, Table 2'. */
export function estimatedClassName(estimate: {
  healthClass: HealthClass;
  tableRating: TableRating;
}): string {
  if (estimate.tableRating === 0) return estimate.healthClass;
  const table = `Table ${estimate.tableRating}`;
  return estimate.healthClass === 'Tobacco' ? `Tobacco, ${table}` : table;
}

/** Feet and inches, as the estimate's reasons and the form write a height: 5 ft 10 in. */
export function feetAndInches(inches: number): string {
  return `${Math.floor(inches / 12)} ft ${inches % 12} in`;
}

/** The health check and the privacy policy say this in the same words. */
export const healthAnswersPrivacyNotice =
  'Your health check answers are never stored: they are sent only with the request that prices them, never in a web address, and they are not logged, kept on our servers or shared.';
