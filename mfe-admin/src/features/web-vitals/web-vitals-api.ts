import type { WebVitalsSummary } from '@termlens/contracts/web-vitals';
import { useAdminQuery } from '../../lib/use-admin-query';

export const useWebVitals = () =>
  useAdminQuery<WebVitalsSummary>(['admin', 'web-vitals'], '/api/admin/web-vitals');
