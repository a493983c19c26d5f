import { apiPath } from '@termlens/contracts/api-path';
import { apiCall } from '@termlens/shared-ui/lib/api-client';
import { useAdminQuery } from '../../lib/use-admin-query';

export interface ReportRange {
  from: string;
  to: string;
}

export const useSourcesReport = (range: ReportRange) =>
  useAdminQuery(['admin', 'sources', range], (signal) =>
    apiCall('GET /api/admin/reports/sources', { query: range, signal }),
  );

export const sourcesCsvUrl = (range: ReportRange) =>
  apiPath('GET /api/admin/reports/sources.csv', { query: range });
