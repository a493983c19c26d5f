import './zod-csp';
import { z } from 'zod';
import { type DataRequestStatus, dataRequestStatuses } from './data-request-status';
import type { LeadPipelineFields } from './lead-operations';
import type { LeadStatus, UserRole } from './lead-pipeline';
import { leadStatuses } from './lead-pipeline';
import type { QuoteSelection } from './quotes';
import { storableText } from './storable-text';

export * from './data-request-status';

// The admin API's requests and answers, shared by the API and mfe-admin.

export const signInRequest = z.object({
  username: storableText().trim().min(1, 'Enter your username').max(200),
  password: z.string().min(1, 'Enter your password').max(1000),
});
export type SignInRequest = z.infer<typeof signInRequest>;

export interface AdminIdentity {
  username: string;
  /** an agent sees and works only the leads assigned to them */
  role: UserRole;
}

export const leadListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: storableText().trim().max(200).default(''),
  status: z.enum(leadStatuses).optional(),
});

/** Lead as read by the admin, with where it stands in the pipeline. */
export interface AdminLead extends LeadPipelineFields {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  createdAt: string;
  coverageAmount: number | null;
  termLength: number | null;
  age: number | null;
  zipCode: string | null;
  smoker: boolean;
  primaryConcern: string | null;
  marketingOptIn: boolean;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

export interface LeadPage {
  items: AdminLead[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ConsentEvidence {
  kind: string;
  granted: boolean;
  text: string;
  version: string;
  ip: string | null;
  userAgent: string | null;
  pageUrl: string | null;
  createdAt: string;
}

export interface LeadDetails extends AdminLead {
  dateOfBirth: string;
  /** the quote picked on /compare, as the engine confirmed it; null for a lead from elsewhere */
  selectedQuote: QuoteSelection | null;
  consents: ConsentEvidence[];
}

export interface AdminStats {
  total: number;
  today: number;
  marketingOptIns: number;
  /** share of leads that opted in, in percent to one decimal; 0 with no leads */
  conversionPercent: number;
  /** whole dollars; 0 with no coverage amounts */
  averageCoverage: number;
  /** the last 30 days, oldest first, `YYYY-MM-DD` in UTC */
  perDay: { day: string; count: number }[];
  /** leads in each pipeline status */
  byStatus: Record<LeadStatus, number>;
}

export const dataRequestStatusChange = z.object({ status: z.enum(dataRequestStatuses) });

export interface AdminDataRequest {
  id: number;
  requestId: string;
  fullName: string;
  email: string;
  requestType: string;
  description: string;
  status: DataRequestStatus;
  dueAt: string;
  overdue: boolean;
  hasVerificationFile: boolean;
  resolution: string | null;
  completedAt: string | null;
  createdAt: string;
}

export interface AdminContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  createdAt: string;
}

/**
 * Where an outbox email stands. 'sending' while a worker holds it; 'recorded' when the server
 * has no mail server to hand it to (no SMTP), so it was kept here and never sent.
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'recorded' | 'failed' | 'cancelled';

export interface AdminOutboxEmail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}
