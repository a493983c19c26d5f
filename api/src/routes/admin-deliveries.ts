import type { DeadDelivery, LeadDelivery } from '@termlens/contracts/lead-operations';
import { rowIdParam } from '@termlens/contracts/storable-text';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AdminEnv } from '../admin/admin-env';
import { audit } from '../admin/audit';
import { leadDeliveries, leads } from '../db/schema';
import { validate } from '../lib/validate';

export const toLeadDelivery = (row: typeof leadDeliveries.$inferSelect): LeadDelivery => ({
  id: row.id,
  leadId: row.leadId,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  lastError: row.lastError,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The dead letters of the partner delivery, and the Retry that queues one again. */
export function adminDeliveryRoutes() {
  return new Hono<AdminEnv>()
    .get('/deliveries', async (c) => {
      const rows = await c.var.db
        .select({
          delivery: leadDeliveries,
          leadName: sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`,
        })
        .from(leadDeliveries)
        .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
        .where(eq(leadDeliveries.status, 'dead'))
        .orderBy(desc(leadDeliveries.nextAttemptAt))
        .limit(500);
      return c.json<DeadDelivery[]>(
        rows.map((r) => ({ ...toLeadDelivery(r.delivery), leadName: r.leadName })),
      );
    })
    .post('/deliveries/:id/retry', validate('param', rowIdParam), async (c) => {
      const { id } = c.req.valid('param');
      // A fresh round of tries, due now; the log keeps the earlier ones.
      const [retried] = await c.var.db
        .update(leadDeliveries)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
        .where(and(eq(leadDeliveries.id, id), eq(leadDeliveries.status, 'dead')))
        .returning({ leadId: leadDeliveries.leadId });
      if (!retried) return c.json({ error: 'No dead delivery with that id' }, 409);
      await audit(
        c.var.db,
        'delivery.retry',
        c.var.admin.username,
        c.var.clientAddress ?? 'unknown',
        {
          deliveryId: id,
          leadId: retried.leadId,
        },
      );
      return c.body(null, 204);
    });
}
