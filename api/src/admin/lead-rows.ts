import type { AdminLead } from '@termlens/contracts/admin';
import { eq } from 'drizzle-orm';
import { leads, users } from '../db/schema';

/** The columns of a lead as read by the admin; they need `assigneeJoin`. */
export const adminLeadColumns = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  createdAt: leads.createdAt,
  coverageAmount: leads.coverageAmount,
  termLength: leads.termLength,
  age: leads.age,
  zipCode: leads.zipCode,
  smoker: leads.smoker,
  primaryConcern: leads.primaryConcern,
  marketingOptIn: leads.marketingOptIn,
  utm_source: leads.utm_source,
  utm_medium: leads.utm_medium,
  utm_campaign: leads.utm_campaign,
  status: leads.status,
  assignedTo: users.username,
  duplicateOfId: leads.duplicateOfId,
};

/** Left join of the lead's agent, for `assignedTo`. */
export const assigneeJoin = [users, eq(users.id, leads.assignedUserId)] as const;

export const toAdminLead = (
  row: Omit<AdminLead, 'createdAt'> & { createdAt: Date },
): AdminLead => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});
