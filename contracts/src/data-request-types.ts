// What a privacy request can ask for, with the words the request form shows. Zod-free, so the
// form can import it without bundling zod.

export const requestTypeOptions = [
  { value: 'access', label: 'Access my personal data' },
  { value: 'rectification', label: 'Correct my personal data' },
  { value: 'erasure', label: 'Delete my personal data' },
  { value: 'portability', label: 'Receive a portable copy of my data' },
  { value: 'restriction', label: 'Restrict processing of my data' },
  { value: 'objection', label: 'Object to processing of my data' },
  { value: 'withdraw-consent', label: 'Withdraw my consent' },
  { value: 'ccpa-opt-out', label: 'Do not sell or share my information (CCPA)' },
] as const;
export const requestTypes = requestTypeOptions.map((option) => option.value);
export type RequestType = (typeof requestTypes)[number];

/** Request types governed by the CCPA, answered within 45 days instead of 30. */
export const ccpaRequestTypes: readonly RequestType[] = ['ccpa-opt-out'];
