import type { EstimateRequest, HealthAnswers } from '@termlens/contracts/health-check';
import { type NicotineChoice, nicotineChoices } from '@termlens/contracts/health-check-choices';
import type { QuoteFormValues } from '../form-values';

/** The health check as the visitor filled it: empty strings mean 'skipped'. */
export interface HealthFormValues {
  heightFeet: string;
  heightInches: string;
  weightPounds: string;
  systolic: string;
  diastolic: string;
  bloodPressureTreated: boolean;
  totalCholesterol: string;
  hdlCholesterol: string;
  nicotine: '' | NicotineChoice;
  nicotineLastUseMonths: string;
  nicotineUsesPerMonth: string;
  parentsDiedBefore60: string;
  duiYearsAgo: string;
  movingViolations: string;
}

export const emptyHealthForm: HealthFormValues = {
  heightFeet: '',
  heightInches: '',
  weightPounds: '',
  systolic: '',
  diastolic: '',
  bloodPressureTreated: false,
  totalCholesterol: '',
  hdlCholesterol: '',
  nicotine: '',
  nicotineLastUseMonths: '',
  nicotineUsesPerMonth: '',
  parentsDiedBefore60: '',
  duiYearsAgo: '',
  movingViolations: '',
};

/** A typed number, or undefined when skipped; text that is not a number goes as it is typed. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The answers as the API takes them: skipped questions are left out. */
export function healthAnswers(values: HealthFormValues): HealthAnswers {
  const feet = numberOf(values.heightFeet);
  const usesNicotine = values.nicotine !== '' && values.nicotine !== 'none';
  const answers: HealthAnswers = {
    heightInches: feet === undefined ? undefined : feet * 12 + (numberOf(values.heightInches) ?? 0),
    weightPounds: numberOf(values.weightPounds),
    systolic: numberOf(values.systolic),
    diastolic: numberOf(values.diastolic),
    // Unticked means 'no medication' only once a blood pressure is given.
    bloodPressureTreated: values.bloodPressureTreated ? true : undefined,
    totalCholesterol: numberOf(values.totalCholesterol),
    hdlCholesterol: numberOf(values.hdlCholesterol),
    nicotine: nicotineChoices.find((choice) => choice === values.nicotine),
    nicotineLastUseMonths: usesNicotine ? numberOf(values.nicotineLastUseMonths) : undefined,
    nicotineUsesPerMonth: usesNicotine ? numberOf(values.nicotineUsesPerMonth) : undefined,
    parentsDiedBefore60: numberOf(values.parentsDiedBefore60),
    duiYearsAgo: numberOf(values.duiYearsAgo),
    movingViolations: numberOf(values.movingViolations),
  };
  return Object.fromEntries(
    Object.entries(answers).filter(([, value]) => value !== undefined),
  ) as HealthAnswers;
}

/** The search the results came from, and the answers, as one request body. */
export function estimateRequest(
  search: QuoteFormValues,
  values: HealthFormValues,
): EstimateRequest {
  const choice = (text: string) => (text === '' ? undefined : Number(text));
  const zipCode = search.zipCode.trim();
  return {
    age: choice(search.age),
    coverage: choice(search.coverage),
    term: choice(search.term),
    zipCode: zipCode === '' ? undefined : zipCode,
    smoker: search.smoker,
    excellentHealth: search.excellentHealth,
    sex: search.sex === '' ? undefined : search.sex,
    ...healthAnswers(values),
  };
}

/** The form field that shows an API field's message: height shows beside its feet. */
export function formFieldOf(apiField: string): keyof HealthFormValues | undefined {
  if (apiField === 'heightInches') return 'heightFeet';
  return apiField in emptyHealthForm ? (apiField as keyof HealthFormValues) : undefined;
}
