// The lead form's choices with the words it shows; the API checks the concern against the same
// values. Kept apart from the zod schemas so the form can import them without bundling zod.

export const primaryConcernOptions = [
  { value: 'mortgage', label: 'Paying off my mortgage' },
  { value: 'family', label: "Protecting my family's income" },
  { value: 'education', label: "Funding my children's education" },
  { value: 'debt', label: 'Covering debts' },
  { value: 'other', label: 'Other' },
] as const;
export const primaryConcerns = primaryConcernOptions.map((option) => option.value);
export type PrimaryConcern = (typeof primaryConcerns)[number];

export const tobaccoUseOptions = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
  { value: 'former', label: 'Former user (quit 12+ months ago)' },
] as const;
export type TobaccoUse = (typeof tobaccoUseOptions)[number]['value'];
