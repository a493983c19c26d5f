import { apiPath } from '@termlens/contracts/api-path';
import type { LeadStatus } from '@termlens/contracts/lead-pipeline';
import { apiCall } from '@termlens/shared-ui/lib/api-client';
import { useAdminQuery } from '../../lib/use-admin-query';

export const PAGE_SIZE = 20;

export const useLeadPage = (page: number, q: string, status: LeadStatus | '' = '') =>
  useAdminQuery(['admin', 'leads', { page, q, status }], (signal) =>
    apiCall('GET /api/admin/leads', { query: { page, pageSize: PAGE_SIZE, q, status }, signal }),
  );

export const useLeadDetails = (id: number) =>
  useAdminQuery(['admin', 'lead', id], (signal) =>
    apiCall('GET /api/admin/leads/:id', { params: { id }, signal }),
  );

export const useLeadStats = () =>
  useAdminQuery(['admin', 'stats'], (signal) => apiCall('GET /api/admin/stats', { signal }));

export const csvExportUrl = (q: string, status: LeadStatus | '' = '') =>
  apiPath('GET /api/admin/leads.csv', { query: { q, status } });
