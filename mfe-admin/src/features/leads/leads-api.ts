import { apiPath } from '@termlens/contracts/api-path';
import { apiCall } from '@termlens/shared-ui/lib/api-client';
import { useAdminQuery } from '../../lib/use-admin-query';

export const PAGE_SIZE = 20;

export const useLeadPage = (page: number, q: string) =>
  useAdminQuery(['admin', 'leads', { page, q }], (signal) =>
    apiCall('GET /api/admin/leads', { query: { page, pageSize: PAGE_SIZE, q }, signal }),
  );

export const useLeadDetails = (id: number) =>
  useAdminQuery(['admin', 'lead', id], (signal) =>
    apiCall('GET /api/admin/leads/:id', { params: { id }, signal }),
  );

export const useLeadStats = () =>
  useAdminQuery(['admin', 'stats'], (signal) => apiCall('GET /api/admin/stats', { signal }));

export const csvExportUrl = (q: string) => apiPath('GET /api/admin/leads.csv', { query: { q } });
