import { apiCall } from '@termlens/shared-ui/lib/api-client';
import { useAdminQuery } from '../../lib/use-admin-query';

export const useWebVitals = () =>
  useAdminQuery(['admin', 'web-vitals'], (signal) =>
    apiCall('GET /api/admin/web-vitals', { signal }),
  );
