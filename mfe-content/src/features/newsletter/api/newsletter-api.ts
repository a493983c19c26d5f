import type { NewsletterRequest } from '@termlens/contracts/signup';
import { apiCall } from '@termlens/shared-ui/lib/api-client';

export const subscribeNewsletter = (body: NewsletterRequest) =>
  apiCall('POST /api/newsletter', { body });
