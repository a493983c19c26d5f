import './zod-csp';
import { z } from 'zod';
import { EMAIL_PATTERN, FIRST_NAME_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE } from './email-rule';
import { rowId, rowIdParam, storableText } from './storable-text';

// Shapes of the resource download, email course and newsletter calls. The forms share the email
// rule and messages through ./email-rule, so browser and server reject the same input.

const email = storableText({ error: INVALID_EMAIL_MESSAGE }, INVALID_EMAIL_MESSAGE)
  .trim()
  .max(254, INVALID_EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE);

const optionalName = storableText()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || null);

const utmValue = storableText()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);

const utmFields = {
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
};

export const resourceIdParam = rowIdParam;

export const resourceDownloadRequest = z.object({
  email,
  firstName: optionalName,
  lastName: optionalName,
  resourceId: rowId().optional(),
  ...utmFields,
});
export type ResourceDownloadRequest = z.input<typeof resourceDownloadRequest>;

export const emailCourseRequest = z.object({
  email,
  firstName: storableText({ error: FIRST_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, FIRST_NAME_REQUIRED_MESSAGE)
    .max(100),
  ...utmFields,
});
export type EmailCourseRequest = z.input<typeof emailCourseRequest>;

export const newsletterRequest = z.object({ email, ...utmFields });
export type NewsletterRequest = z.input<typeof newsletterRequest>;

/** What the resources page reads. */
export interface ResourceRead {
  id: number;
  title: string;
  description: string | null;
  fileType: string;
  fileSize: string | null;
  pages: number | null;
  category: string | null;
  downloadCount: number;
}

export interface ResourceDownloadResponse {
  downloadUrl: string;
}

export interface SignupResponse {
  /** false when the address was already subscribed: welcomed again, no second row */
  created: boolean;
}
