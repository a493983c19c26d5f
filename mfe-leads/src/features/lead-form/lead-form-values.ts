import { fieldMessages } from '@termlens/contracts/field-messages';
import type { PrimaryConcern, TobaccoUse } from '@termlens/contracts/lead-choices';
import { type LeadInput, leadFormSteps } from '@termlens/contracts/leads';
import type { UtmFields } from '@termlens/shared-ui/lib/utm';

/** What the inputs hold: strings as typed, so a failed submit gives every value back. */
export interface LeadFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  zipCode: string;
  coverageAmount: string;
  termLength: string;
  tobaccoUse: TobaccoUse;
  primaryConcern: '' | PrimaryConcern;
  marketingOptIn: boolean;
  phoneContactConsent: boolean;
}

export const emptyLeadForm: LeadFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  zipCode: '',
  coverageAmount: '',
  termLength: '',
  tobaccoUse: 'no',
  primaryConcern: '',
  marketingOptIn: false,
  phoneContactConsent: false,
};

const optionalNumber = (value: string) => (value === '' ? undefined : Number(value));

/** The body of POST /api/leads. */
export function toLeadPayload(values: LeadFormValues, utm: UtmFields, pageUrl: string): LeadInput {
  const phone = values.phone.trim();
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: phone || undefined,
    dateOfBirth: values.dateOfBirth,
    zipCode: values.zipCode,
    coverageAmount: optionalNumber(values.coverageAmount),
    termLength: optionalNumber(values.termLength),
    smoker: values.tobaccoUse === 'yes',
    primaryConcern: values.primaryConcern || null,
    marketingOptIn: values.marketingOptIn,
    // The box is only on screen with a phone number; without one nothing was agreed to.
    phoneContactConsent: phone ? values.phoneContactConsent : false,
    ...utm,
    pageUrl,
  };
}

/** The message each invalid field of a step shows beside it. */
export type FieldErrors = Partial<Record<keyof LeadFormValues, string>>;

/** The first message of each invalid field of the step, in field order; none when it may advance. */
export function stepFieldErrors(values: LeadFormValues, step: number): FieldErrors {
  const schema = leadFormSteps[step - 1];
  if (!schema) return {};
  const result = schema.safeParse(toLeadPayload(values, emptyUtm, ''));
  // The payload's field names are the form's, for every field a step checks.
  return result.success ? {} : (fieldMessages(result.error) as FieldErrors);
}

/** A message per invalid field of the step, in field order; empty when the step may advance. */
export const stepErrors = (values: LeadFormValues, step: number): string[] =>
  Object.values(stepFieldErrors(values, step));

const emptyUtm: UtmFields = { utm_source: '', utm_medium: '', utm_campaign: '' };
