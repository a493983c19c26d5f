import { and, eq, type SQL } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { leads } from '../db/schema';
import type { AdminEnv } from './admin-env';

// What an agent may reach under /api/admin: their leads, one lead's work, their metrics. The
// rest (every other lead's data, the CSV of all leads, users, deliveries, reports, privacy
// requests, inbox, settings) is refused by default, so a route added later is too.
const agentPaths = [/^\/leads$/, /^\/leads\/\d+(\/(work|notes|follow-up))?$/, /^\/stats$/];

/** Every signed-in route: an admin goes anywhere, an agent only along `agentPaths` (else 403). */
export const agentsReachOnly: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (c.var.admin.role === 'admin') return next();
  const path = c.req.path.replace(/^\/api\/admin/, '');
  if (agentPaths.some((allowed) => allowed.test(path))) return next();
  return c.json({ error: 'Only an admin may do this' }, 403);
};

/** The leads the signed-in user may see: every lead for an admin, an agent's own for an agent. */
export function visibleLeads(c: Context<AdminEnv>, where?: SQL): SQL | undefined {
  const { role, userId } = c.var.admin;
  return role === 'admin' ? where : and(eq(leads.assignedUserId, userId), where);
}

/**
 * Whether the lead exists for this user: 404 when it does not exist at all, 403 when it
 * belongs to another agent. Answers the response to send, or null to go on.
 */
export async function leadAccessRefusal(c: Context<AdminEnv>, leadId: number) {
  const [lead] = await c.var.db
    .select({ assignedUserId: leads.assignedUserId })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return c.json({ error: 'Lead not found' }, 404);
  if (c.var.admin.role !== 'admin' && lead.assignedUserId !== c.var.admin.userId) {
    return c.json({ error: 'This lead is assigned to someone else' }, 403);
  }
  return null;
}
