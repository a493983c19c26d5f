import type { NewsletterRequest, SignupResponse } from '@termlens/contracts/signup';
import { apiRequest } from '@termlens/shared-ui/lib/api-client';

export const subscribeNewsletter = (request: NewsletterRequest) =>
  apiRequest<SignupResponse>('POST', '/api/newsletter', request);
