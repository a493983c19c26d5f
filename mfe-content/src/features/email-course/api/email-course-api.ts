import type { EmailCourseRequest } from '@termlens/contracts/signup';
import { apiCall } from '@termlens/shared-ui/lib/api-client';

export const joinEmailCourse = (body: EmailCourseRequest) =>
  apiCall('POST /api/email-course', { body });
