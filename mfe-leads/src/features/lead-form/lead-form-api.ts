import type { LeadInput } from '@termlens/contracts/leads';
import { apiCall } from '@termlens/shared-ui/lib/api-client';

export const sendLead = (body: LeadInput) => apiCall('POST /api/leads', { body });
