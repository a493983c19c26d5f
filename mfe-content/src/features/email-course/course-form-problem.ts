import {
  FIRST_NAME_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  TERMS_REQUIRED_MESSAGE,
} from '@termlens/contracts/email-rule';

export interface CourseForm {
  email: string;
  firstName: string;
  acceptedTerms: boolean;
}

export interface FormProblem {
  title: string;
  description: string;
}

/** Checked in the form's order: the first problem found is the toast shown. */
export function courseFormProblem(form: CourseForm): FormProblem | null {
  if (!isValidEmail(form.email.trim()))
    return { title: 'Invalid email', description: INVALID_EMAIL_MESSAGE };
  if (!form.firstName.trim())
    return { title: 'First name required', description: FIRST_NAME_REQUIRED_MESSAGE };
  if (!form.acceptedTerms) return { title: 'Terms required', description: TERMS_REQUIRED_MESSAGE };
  return null;
}
