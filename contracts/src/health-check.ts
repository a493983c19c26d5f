import './zod-csp';
import { z } from 'zod';
import {
  DIASTOLIC,
  feetAndInches,
  HDL_CHOLESTEROL,
  HEIGHT_INCHES,
  MOVING_VIOLATIONS_MAX,
  nicotineChoices,
  SYSTOLIC,
  type TableRating,
  TOTAL_CHOLESTEROL,
  WEIGHT_POUNDS,
} from './health-check-choices';
import {
  ageChoices,
  coverageChoices,
  type HealthClass,
  sexChoices,
  termChoices,
} from './quote-choices';
import type { ExcludedCarrier, Quote, QuotesResponse } from './quotes';

function numberChoice<T extends number>(name: string, choices: readonly T[]) {
  const message = `${name} must be one of ${choices.join(', ')}`;
  return z
    .number({ message })
    .refine((value) => (choices as readonly number[]).includes(value), { message })
    .transform((value) => value as T);
}

function wholeNumber(message: string, { min, max }: { min: number; max: number }) {
  return z.number({ message }).int({ message }).min(min, { message }).max(max, { message });
}

/**
 * The health answers, every one optional. They travel only in a POST body: never in a URL,
 * never in a log line, never stored.
 */
export const healthAnswersSchema = z.object({
  heightInches: wholeNumber(
    `Height must be between ${feetAndInches(HEIGHT_INCHES.min)} and ${feetAndInches(HEIGHT_INCHES.max)}`,
    HEIGHT_INCHES,
  ).optional(),
  weightPounds: wholeNumber(
    `Weight must be between ${WEIGHT_POUNDS.min} and ${WEIGHT_POUNDS.max} lb`,
    WEIGHT_POUNDS,
  ).optional(),
  systolic: wholeNumber(
    `The top blood pressure number must be between ${SYSTOLIC.min} and ${SYSTOLIC.max}`,
    SYSTOLIC,
  ).optional(),
  diastolic: wholeNumber(
    `The bottom blood pressure number must be between ${DIASTOLIC.min} and ${DIASTOLIC.max}`,
    DIASTOLIC,
  ).optional(),
  bloodPressureTreated: z.boolean({ message: 'Say yes or no' }).optional(),
  totalCholesterol: wholeNumber(
    `Total cholesterol must be between ${TOTAL_CHOLESTEROL.min} and ${TOTAL_CHOLESTEROL.max} mg/dL`,
    TOTAL_CHOLESTEROL,
  ).optional(),
  hdlCholesterol: wholeNumber(
    `HDL cholesterol must be between ${HDL_CHOLESTEROL.min} and ${HDL_CHOLESTEROL.max} mg/dL`,
    HDL_CHOLESTEROL,
  ).optional(),
  nicotine: z.enum(nicotineChoices, { message: 'Choose one of the listed kinds' }).optional(),
  nicotineLastUseMonths: wholeNumber('Months since last use must be from 0 to 600', {
    min: 0,
    max: 600,
  }).optional(),
  nicotineUsesPerMonth: wholeNumber('Times a month must be from 1 to 31', {
    min: 1,
    max: 31,
  }).optional(),
  parentsDiedBefore60: wholeNumber('Choose 0, 1 or 2 parents', { min: 0, max: 2 }).optional(),
  duiYearsAgo: wholeNumber('Years since a DUI must be from 0 to 10', {
    min: 0,
    max: 10,
  }).optional(),
  movingViolations: wholeNumber(`Moving violations must be from 0 to ${MOVING_VIOLATIONS_MAX}`, {
    min: 0,
    max: MOVING_VIOLATIONS_MAX,
  }).optional(),
});
export type HealthAnswers = z.infer<typeof healthAnswersSchema>;

/** POST /api/quotes/estimate body: the search as the compare form sent it, and the answers. */
export const estimateRequestSchema = healthAnswersSchema
  .extend({
    age: numberChoice('age', ageChoices).optional(),
    coverage: numberChoice('coverage', coverageChoices).optional(),
    term: numberChoice('term', termChoices).optional(),
    zipCode: z
      .string()
      .regex(/^\d{5}$/, { message: 'zipCode must be 5 digits' })
      .optional(),
    smoker: z.boolean({ message: 'smoker must be true or false' }).optional(),
    excellentHealth: z.boolean({ message: 'excellentHealth must be true or false' }).optional(),
    sex: z.enum(sexChoices, { message: 'sex must be male or female' }).optional(),
  })
  .strict()
  .superRefine((answers, ctx) => {
    const { systolic, diastolic, totalCholesterol, hdlCholesterol } = answers;
    if (systolic !== undefined && diastolic !== undefined && diastolic >= systolic) {
      ctx.addIssue({
        code: 'custom',
        path: ['diastolic'],
        message: 'The bottom blood pressure number must be lower than the top one',
      });
    }
    if (
      totalCholesterol !== undefined &&
      hdlCholesterol !== undefined &&
      hdlCholesterol >= totalCholesterol
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['hdlCholesterol'],
        message: 'HDL cholesterol must be lower than total cholesterol',
      });
    }
  });
export type EstimateRequest = z.input<typeof estimateRequestSchema>;

/** The class a carrier would most likely offer for the answers, its price, and why. */
export interface ClassEstimate {
  /** 'Standard' under a non-smoker table rating, 'Tobacco' under a smoker's */
  healthClass: HealthClass;
  tableRating: TableRating;
  monthlyPremium: number;
  annualPremium: number;
  /** why the estimate is below Preferred Plus, in plain words; empty when it is not */
  reasons: string[];
}

/** A quote as the search priced it, with the class estimate from the health answers. */
export interface EstimatedQuote extends Quote {
  estimate: ClassEstimate;
}

export interface EstimateResponse extends QuotesResponse {
  /** sorted by the estimate's monthly premium, cheapest first */
  quotes: EstimatedQuote[];
  /** carriers that would most likely decline these answers (NO GO), with the reasons */
  declined: ExcludedCarrier[];
}
