// Zod-free, so the admin front end can import the choice lists without bundling zod.

/** Where a lead stands in the sales pipeline, in the order it normally moves. */
export const leadStatuses = ['new', 'contacted', 'quoted', 'applied', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  applied: 'Applied',
  won: 'Won',
  lost: 'Lost',
};

export const userRoles = ['admin', 'agent'] as const;
export type UserRole = (typeof userRoles)[number];

export type LeadEventKind = 'created' | 'status' | 'assigned' | 'note' | 'follow-up';

/** A partner delivery: waiting or retrying, held by a process, done, or given up on. */
export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'dead';

/** The follow-up emails an admin or the lead's agent can send through the outbox. */
export const followUpTemplates = {
  'check-in': 'Checking in on your quote',
  'quote-ready': 'Your quotes are ready to review',
  'application-help': 'Help with your application',
} as const;
export type FollowUpTemplate = keyof typeof followUpTemplates;
export const followUpTemplateIds = Object.keys(followUpTemplates) as FollowUpTemplate[];
