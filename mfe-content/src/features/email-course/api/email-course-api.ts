import type { EmailCourseRequest, SignupResponse } from '@termlens/contracts/signup';
import { apiRequest } from '@termlens/shared-ui/lib/api-client';

export const joinEmailCourse = (request: EmailCourseRequest) =>
  apiRequest<SignupResponse>('POST', '/api/email-course', request);
