import type { LeadFormValues } from './lead-form-values';

/** What each step receives: the values and a setter for one field. */
export interface StepProps {
  values: LeadFormValues;
  set: <K extends keyof LeadFormValues>(key: K, value: LeadFormValues[K]) => void;
}
