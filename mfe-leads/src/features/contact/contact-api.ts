import type { ApiRequest } from '@termlens/contracts/api-endpoints';
import { apiCall } from '@termlens/shared-ui/lib/api-client';

export const sendContactMessage = (body: ApiRequest<'POST /api/contact'>['body']) =>
  apiCall('POST /api/contact', { body });
