import type { FieldErrors, LeadFormValues } from './lead-form-values';

/** What each step receives: the values, the messages beside invalid fields, a setter for one. */
export interface StepProps {
  values: LeadFormValues;
  errors: FieldErrors;
  set: <K extends keyof LeadFormValues>(key: K, value: LeadFormValues[K]) => void;
}
