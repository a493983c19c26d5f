import './zod-csp';
import { z } from 'zod';
import { requestTypes } from './data-request-types';
import { EMAIL_PATTERN } from './email-rule';
import { primaryConcerns } from './lead-choices';
import { coverageChoices, termChoices } from './quote-choices';
import { quoteSelection } from './quotes';
import { storableText } from './storable-text';

// Request contracts shared by the API (validation) and the forms (step checks), so both
// sides answer with the same user-facing messages.

export const MAX_VERIFICATION_BYTES = 10 * 1024 * 1024;
export const MIN_AGE = 18;
export const MAX_AGE = 85;

const email = storableText({ error: 'Email is required' }, 'Please enter a valid email address')
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address');

const requiredText = (label: string, max: number) =>
  storableText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const usPhone = storableText()
  .trim()
  .max(30, 'Please enter a valid 10-digit US phone number')
  .refine((v) => v === '' || /^(\+?1)?\d{10}$/.test(v.replace(/[\s().-]/g, '')), {
    message: 'Please enter a valid 10-digit US phone number',
  });

const utmField = storableText().trim().max(100, 'UTM values must be at most 100 characters');

/** Whole years between a YYYY-MM-DD birth date and `today`, or null for an impossible date. */
export function ageFromBirthDate(value: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

const dateOfBirth = storableText({ error: 'Date of birth is required' })
  .trim()
  .min(1, 'Date of birth is required')
  .superRefine((value, ctx) => {
    if (value === '') return;
    const age = ageFromBirthDate(value);
    if (age === null) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid date of birth' });
    } else if (age < MIN_AGE || age > MAX_AGE) {
      ctx.addIssue({
        code: 'custom',
        message: `You must be between ${MIN_AGE} and ${MAX_AGE} years old to apply`,
      });
    }
  });

export const leadInput = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email,
  phone: usPhone.optional(),
  dateOfBirth,
  zipCode: storableText({ error: 'ZIP code is required' })
    .trim()
    .regex(/^\d{5}$/, 'Please enter a valid 5-digit ZIP code'),
  coverageAmount: z
    .number()
    .refine((v) => (coverageChoices as readonly number[]).includes(v), {
      message: 'Please choose one of the listed coverage amounts',
    })
    .optional(),
  termLength: z
    .number()
    .refine((v) => (termChoices as readonly number[]).includes(v), {
      message: 'Please choose a term of 10, 15, 20 or 30 years',
    })
    .optional(),
  smoker: z.boolean().default(false),
  primaryConcern: z.enum(primaryConcerns, { error: 'Please choose a listed concern' }).nullish(),
  marketingOptIn: z.boolean().default(false),
  phoneContactConsent: z.boolean().default(false),
  utm_source: utmField.optional(),
  utm_medium: utmField.optional(),
  utm_campaign: utmField.optional(),
  /** the quote picked on /compare when the form is sent from /apply */
  selectedQuote: quoteSelection.optional(),
  /** the page the form was submitted from, kept as consent evidence */
  pageUrl: storableText().max(2000).optional(),
});
export type LeadInput = z.input<typeof leadInput>;

/** What each lead form step checks before Next; step 2 checks the date of birth again. */
export const leadFormSteps = [
  leadInput.pick({ firstName: true, lastName: true, email: true, phone: true, dateOfBirth: true }),
  leadInput.pick({ dateOfBirth: true, zipCode: true, coverageAmount: true, termLength: true }),
  leadInput.pick({ primaryConcern: true, marketingOptIn: true, phoneContactConsent: true }),
] as const;

export const contactInput = z.object({
  name: requiredText('Full name', 100),
  email,
  phone: usPhone.optional(),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});

export const dataRequestInput = z.object({
  fullName: requiredText('Full name', 100),
  email,
  requestType: z.enum(requestTypes, { error: 'Please select a request type' }),
  description: requiredText('Description', 5000),
  verificationDocument: z
    .object({
      name: storableText().trim().min(1).max(200),
      type: storableText().max(100),
      /** the file's bytes, base64 */
      data: z
        .string()
        .max(Math.ceil((MAX_VERIFICATION_BYTES * 4) / 3) + 4, 'The file must be 10 MB or smaller'),
    })
    .optional(),
});
