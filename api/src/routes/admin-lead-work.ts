import {
  followUpRequest,
  type LeadTimelineEntry,
  type LeadWork,
  leadChange,
  leadNoteInput,
} from '@termlens/contracts/lead-operations';
import { rowIdParam } from '@termlens/contracts/storable-text';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AdminEnv } from '../admin/admin-env';
import { leadAccessRefusal } from '../admin/roles';
import type { Database } from '../db/client';
import {
  leadConsents,
  leadDeliveries,
  leadDeliveryAttempts,
  leadEvents,
  leads,
  users,
} from '../db/schema';
import { timeZoneFromZip } from '../leads/lead-time-zone';
import { recordEmail } from '../lib/outbox';
import { validate } from '../lib/validate';
import { leadFollowUpEmail } from '../mail/templates/lead-follow-up-email';
import { toLeadDelivery } from './admin-deliveries';

const idParam = validate('param', rowIdParam);
const startOfTodayUtc = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;

type Executor = Pick<Database, 'select'>;

const toEntry = (row: typeof leadEvents.$inferSelect): LeadTimelineEntry => ({
  id: row.id,
  kind: row.kind,
  actor: row.actor,
  fromStatus: row.fromStatus,
  toStatus: row.toStatus,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

/** Whether the visitor agreed to be called, and to be emailed about their request. */
async function consentsOf(db: Executor, leadId: number, marketingOptIn: boolean) {
  const [phone] = await db
    .select({ granted: leadConsents.granted })
    .from(leadConsents)
    .where(and(eq(leadConsents.leadId, leadId), eq(leadConsents.kind, 'phone-contact')))
    .orderBy(desc(leadConsents.id))
    .limit(1);
  const phoneContactConsent = phone?.granted ?? false;
  return { phoneContactConsent, mayEmail: marketingOptIn || phoneContactConsent };
}

async function followUpSentToday(db: Executor, leadId: number): Promise<boolean> {
  const [sent] = await db
    .select({ id: leadEvents.id })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        eq(leadEvents.kind, 'follow-up'),
        gte(leadEvents.createdAt, startOfTodayUtc),
      ),
    )
    .limit(1);
  return sent !== undefined;
}

/**
 * Working one lead: its pipeline, timeline, calling hours, duplicates and partner delivery;
 * the status changes, notes and follow-up emails. Each route first checks the lead is the
 * user's to work (an agent's own, any for an admin).
 */
export function adminLeadWorkRoutes({ siteUrl }: { siteUrl?: string } = {}) {
  return new Hono<AdminEnv>()
    .get('/leads/:id/work', idParam, async (c) => {
      const { id } = c.req.valid('param');
      const refusal = await leadAccessRefusal(c, id);
      if (refusal) return refusal;
      const db = c.var.db;
      const [lead] = await db
        .select({
          id: leads.id,
          status: leads.status,
          lostReason: leads.lostReason,
          state: leads.state,
          zipCode: leads.zipCode,
          marketingOptIn: leads.marketingOptIn,
          assignedTo: users.username,
          duplicateOfId: leads.duplicateOfId,
        })
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assignedUserId))
        .where(eq(leads.id, id));
      if (!lead) return c.json({ error: 'Lead not found' }, 404);
      const [consents, sentToday, duplicates, timeline, [delivery]] = await Promise.all([
        consentsOf(db, id, lead.marketingOptIn),
        followUpSentToday(db, id),
        db
          .select({ id: leads.id })
          .from(leads)
          .where(eq(leads.duplicateOfId, id))
          .orderBy(asc(leads.id)),
        db
          .select()
          .from(leadEvents)
          .where(eq(leadEvents.leadId, id))
          .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),
        db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id)),
      ]);
      const attemptLog = delivery
        ? await db
            .select()
            .from(leadDeliveryAttempts)
            .where(eq(leadDeliveryAttempts.deliveryId, delivery.id))
            .orderBy(asc(leadDeliveryAttempts.id))
        : [];
      const { zipCode, marketingOptIn, ...pipeline } = lead;
      return c.json<LeadWork>({
        ...pipeline,
        timeZone: zipCode ? (timeZoneFromZip(zipCode) ?? null) : null,
        ...consents,
        followUpSentToday: sentToday,
        duplicateIds: duplicates.map((d) => d.id),
        timeline: timeline.map(toEntry),
        delivery: delivery
          ? {
              ...toLeadDelivery(delivery),
              attemptLog: attemptLog.map((a) => ({
                id: a.id,
                httpStatus: a.httpStatus,
                error: a.error,
                durationMs: a.durationMs,
                createdAt: a.createdAt.toISOString(),
              })),
            }
          : null,
      });
    })
    .patch('/leads/:id', idParam, validate('json', leadChange), async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const refusal = await leadAccessRefusal(c, id);
      if (refusal) return refusal;
      const actor = c.var.admin.username;
      if (change.assignedUserId !== undefined && c.var.admin.role !== 'admin') {
        return c.json({ error: 'Only an admin may reassign a lead' }, 403);
      }
      return c.var.db.transaction(async (tx) => {
        const [lead] = await tx
          .select({
            status: leads.status,
            state: leads.state,
            assignedUserId: leads.assignedUserId,
          })
          .from(leads)
          .where(eq(leads.id, id))
          .for('update');
        if (!lead) return c.json({ error: 'Lead not found' }, 404);
        if (change.assignedUserId !== undefined && change.assignedUserId !== lead.assignedUserId) {
          let assignee: string | null = null;
          if (change.assignedUserId !== null) {
            const [agent] = await tx
              .select({
                username: users.username,
                licensed: sql<boolean>`${users.licensedStates} @> ${JSON.stringify([lead.state])}::jsonb`,
              })
              .from(users)
              .where(
                and(
                  eq(users.id, change.assignedUserId),
                  eq(users.role, 'agent'),
                  eq(users.isActive, true),
                ),
              );
            if (!agent) return c.json({ error: 'No active agent with that id' }, 409);
            if (!lead.state || !agent.licensed) {
              return c.json(
                {
                  error: `${agent.username} is not licensed in ${lead.state ?? "the lead's state"}`,
                },
                409,
              );
            }
            assignee = agent.username;
          }
          await tx
            .update(leads)
            .set({ assignedUserId: change.assignedUserId })
            .where(eq(leads.id, id));
          await tx
            .insert(leadEvents)
            .values({ leadId: id, kind: 'assigned', actor, text: assignee });
        }
        if (change.status !== undefined && change.status !== lead.status) {
          const lostReason = change.status === 'lost' ? (change.lostReason ?? null) : null;
          await tx.update(leads).set({ status: change.status, lostReason }).where(eq(leads.id, id));
          await tx.insert(leadEvents).values({
            leadId: id,
            kind: 'status',
            actor,
            fromStatus: lead.status,
            toStatus: change.status,
            text: lostReason,
          });
        }
        return c.body(null, 204);
      });
    })
    .post('/leads/:id/notes', idParam, validate('json', leadNoteInput), async (c) => {
      const { id } = c.req.valid('param');
      const refusal = await leadAccessRefusal(c, id);
      if (refusal) return refusal;
      const [entry] = await c.var.db
        .insert(leadEvents)
        .values({
          leadId: id,
          kind: 'note',
          actor: c.var.admin.username,
          text: c.req.valid('json').text,
        })
        .returning();
      if (!entry) throw new Error('note insert returned no row');
      return c.json<LeadTimelineEntry>(toEntry(entry), 201);
    })
    .post('/leads/:id/follow-up', idParam, validate('json', followUpRequest), async (c) => {
      const { id } = c.req.valid('param');
      const { template } = c.req.valid('json');
      const refusal = await leadAccessRefusal(c, id);
      if (refusal) return refusal;
      const sender = c.var.admin.username;
      return c.var.db.transaction(async (tx) => {
        // The lock makes "none sent today" and the send one step when two people click at once.
        const [lead] = await tx
          .select({
            email: leads.email,
            firstName: leads.firstName,
            marketingOptIn: leads.marketingOptIn,
          })
          .from(leads)
          .where(eq(leads.id, id))
          .for('update');
        if (!lead) return c.json({ error: 'Lead not found' }, 404);
        if (!(await consentsOf(tx, id, lead.marketingOptIn)).mayEmail) {
          return c.json({ error: 'This lead did not agree to be contacted' }, 409);
        }
        if (await followUpSentToday(tx, id)) {
          return c.json({ error: 'A follow-up already went to this lead today' }, 409);
        }
        await recordEmail(tx, {
          kind: 'lead-follow-up',
          to: lead.email,
          ...leadFollowUpEmail({
            template,
            firstName: lead.firstName,
            sender,
            siteUrl: siteUrl ?? new URL(c.req.url).origin,
          }),
        });
        await tx
          .insert(leadEvents)
          .values({ leadId: id, kind: 'follow-up', actor: sender, text: template });
        return c.body(null, 204);
      });
    });
}
