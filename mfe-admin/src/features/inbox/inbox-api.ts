import { apiCall } from '@termlens/shared-ui/lib/api-client';
import { useAdminQuery } from '../../lib/use-admin-query';

export const useContactMessages = () =>
  useAdminQuery(['admin', 'contact-messages'], (signal) =>
    apiCall('GET /api/admin/contact-messages', { signal }),
  );

export const useOutbox = () =>
  useAdminQuery(['admin', 'outbox'], (signal) => apiCall('GET /api/admin/outbox', { signal }));
