import type { AdminStats, LeadDetails, LeadPage } from '@termlens/contracts/admin';
import { withQuery } from '@termlens/shared-ui/lib/api-client';
import { useAdminQuery } from '../../lib/use-admin-query';

export const PAGE_SIZE = 20;

export const useLeadPage = (page: number, q: string) =>
  useAdminQuery<LeadPage>(
    ['admin', 'leads', { page, q }],
    withQuery('/api/admin/leads', { page, pageSize: PAGE_SIZE, q }),
  );

export const useLeadDetails = (id: number) =>
  useAdminQuery<LeadDetails>(['admin', 'lead', id], `/api/admin/leads/${id}`);

export const useLeadStats = () => useAdminQuery<AdminStats>(['admin', 'stats'], '/api/admin/stats');

export const csvExportUrl = (q: string) => withQuery('/api/admin/leads.csv', { q });
