import './zod-csp';
import { z } from 'zod';
import {
  type DeliveryStatus,
  type FollowUpTemplate,
  followUpTemplateIds,
  type LeadEventKind,
  type LeadStatus,
  leadStatuses,
  type UserRole,
  userRoles,
} from './lead-pipeline';
import { rowId, storableText } from './storable-text';
import { type UsState, usStateCodes } from './us-states';

export * from './lead-pipeline';

// The lead back office's requests and answers: pipeline, agents, deliveries, sources report.

/** The sign-in's rule too: a password shorter than this is refused. */
export const MIN_PASSWORD_LENGTH = 12;

const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(1000);
const licensedStates = z
  .array(z.enum(usStateCodes))
  .max(usStateCodes.length)
  .transform((states) => [...new Set(states)].sort());

export const leadStatusFilter = z.object({ status: z.enum(leadStatuses).optional() });

/**
 * A change to a lead: its status (a lost one with its reason) and, for an admin only, who works
 * it (null: nobody).
 */
export const leadChange = z
  .object({
    status: z.enum(leadStatuses).optional(),
    lostReason: storableText().trim().min(1, 'Say why the lead was lost').max(500).optional(),
    assignedUserId: rowId().nullable().optional(),
  })
  .refine((c) => c.status !== undefined || c.assignedUserId !== undefined, {
    message: 'Nothing to change',
  })
  .refine((c) => c.status !== 'lost' || c.lostReason !== undefined, {
    message: 'Say why the lead was lost',
    path: ['lostReason'],
  });

export const leadNoteInput = z.object({
  text: storableText().trim().min(1, 'Write a note').max(5000),
});

export const followUpRequest = z.object({ template: z.enum(followUpTemplateIds) });

export const newUserInput = z.object({
  username: storableText()
    .trim()
    .min(1, 'Enter a username')
    .max(200)
    .regex(/^[\w.@-]+$/, 'Use letters, digits and . _ @ - only'),
  password,
  role: z.enum(userRoles).default('agent'),
  licensedStates: licensedStates.default([]),
});

export const userChange = z
  .object({
    password: password.optional(),
    role: z.enum(userRoles).optional(),
    licensedStates: licensedStates.optional(),
    isActive: z.boolean().optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { message: 'Nothing to change' });

const day = z.iso.date();
export const sourcesReportQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The range must start before it ends',
    path: ['to'],
  });

/** What the list and the details add to a lead for the pipeline. */
export interface LeadPipelineFields {
  status: LeadStatus;
  /** the agent's username; null while nobody works it */
  assignedTo: string | null;
  duplicateOfId: number | null;
}

export interface LeadTimelineEntry {
  id: number;
  kind: LeadEventKind;
  actor: string | null;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  text: string | null;
  createdAt: string;
}

export interface DeliveryAttempt {
  id: number;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
  createdAt: string;
}

export interface LeadDelivery {
  id: number;
  leadId: number;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

/** A dead delivery, as the dashboard lists it beside its Retry button. */
export interface DeadDelivery extends LeadDelivery {
  leadName: string;
}

/** Everything about working a lead that the spec's details do not show. */
export interface LeadWork extends LeadPipelineFields {
  id: number;
  lostReason: string | null;
  state: string | null;
  /** IANA zone from the ZIP code; null when the ZIP maps to none */
  timeZone: string | null;
  /** whether the visitor agreed to be called or texted */
  phoneContactConsent: boolean;
  /** marketing or phone-contact consent: a follow-up email may go out */
  mayEmail: boolean;
  /** a follow-up email went out today (UTC), so no second one until tomorrow */
  followUpSentToday: boolean;
  /** later leads that repeat this one */
  duplicateIds: number[];
  timeline: LeadTimelineEntry[];
  delivery: (LeadDelivery & { attemptLog: DeliveryAttempt[] }) | null;
}

export interface AdminUser {
  id: number;
  username: string;
  role: UserRole;
  licensedStates: UsState[];
  isActive: boolean;
  /** leads assigned to them and not yet won or lost */
  openLeads: number;
  createdAt: string;
}

export interface SourcesReportRow {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** leads that are not duplicates */
  leads: number;
  duplicates: number;
  /** leads that reached each stage at some point */
  contacted: number;
  applied: number;
  won: number;
  /** won out of leads, in percent to one decimal; 0 with no leads */
  conversionPercent: number;
}

export interface SourcesReport {
  from: string;
  to: string;
  rows: SourcesReportRow[];
}

export type { FollowUpTemplate };
