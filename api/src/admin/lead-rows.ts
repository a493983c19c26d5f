import type { AdminLead } from '@termlens/contracts/admin';
import { leads } from '../db/schema';

/** The columns of a lead as read by the admin. */
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
};

export const toAdminLead = (
  row: Omit<AdminLead, 'createdAt'> & { createdAt: Date },
): AdminLead => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});
