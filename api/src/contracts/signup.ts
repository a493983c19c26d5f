import { z } from 'zod';

// Shapes of the resource download, email course and newsletter calls, shared by the API and
// the content remote's forms, so both apply one email rule with the spec's messages (section 5).

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const FIRST_NAME_REQUIRED_MESSAGE = 'Please enter your first name.';
export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms to continue.';

/** Spec section 5: text, an @, text, a dot and text, with no whitespace anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value);

const email = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(254, INVALID_EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE);

const optionalName = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || null);

const utmValue = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);

const utmFields = {
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
};

export const resourceIdParam = z.object({ id: z.coerce.number().int().positive() });

export const resourceDownloadRequest = z.object({
  email,
  firstName: optionalName,
  lastName: optionalName,
  resourceId: z.coerce.number().int().positive().optional(),
  ...utmFields,
});
export type ResourceDownloadRequest = z.input<typeof resourceDownloadRequest>;

export const emailCourseRequest = z.object({
  email,
  firstName: z
    .string({ error: FIRST_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, FIRST_NAME_REQUIRED_MESSAGE)
    .max(100),
  ...utmFields,
});
export type EmailCourseRequest = z.input<typeof emailCourseRequest>;

export const newsletterRequest = z.object({ email, ...utmFields });
export type NewsletterRequest = z.input<typeof newsletterRequest>;

/** Spec section 3: what the resources page reads. */
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
