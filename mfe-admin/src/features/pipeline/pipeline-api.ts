import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowUpTemplate, LeadStatus } from '@termlens/contracts/lead-pipeline';
import { apiCall } from '@termlens/shared-ui/lib/api-client';
import { useAdminQuery } from '../../lib/use-admin-query';

export const useLeadWork = (id: number) =>
  useAdminQuery(['admin', 'lead-work', id], (signal) =>
    apiCall('GET /api/admin/leads/:id/work', { params: { id }, signal }),
  );

/** After any change to a lead, its list row, details, work and the metrics are read again. */
function useLeadMutation<T>(change: (id: number, input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: T }) => change(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useChangeStatus = () =>
  useLeadMutation((id, body: { status: LeadStatus; lostReason?: string }) =>
    apiCall('PATCH /api/admin/leads/:id', { params: { id }, body }),
  );

export const useReassign = () =>
  useLeadMutation((id, assignedUserId: number | null) =>
    apiCall('PATCH /api/admin/leads/:id', { params: { id }, body: { assignedUserId } }),
  );

export const useAddNote = () =>
  useLeadMutation((id, text: string) =>
    apiCall('POST /api/admin/leads/:id/notes', { params: { id }, body: { text } }),
  );

export const useSendFollowUp = () =>
  useLeadMutation((id, template: FollowUpTemplate) =>
    apiCall('POST /api/admin/leads/:id/follow-up', { params: { id }, body: { template } }),
  );
