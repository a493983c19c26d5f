import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { leadDeliveries, leadEvents, leads, users } from '../db/schema';
import { stateFromZip } from '../quotes/zip-to-state';
import { emailKey, phoneKey } from './normalise-contact';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** A lead repeats an earlier one from this many days back. */
export const DUPLICATE_WINDOW_DAYS = 30;
// One intake at a time: two copies of one lead sent at once would otherwise both look new, and
// two leads at once would both go to the agent whose turn it is.
const INTAKE_LOCK = 727_019;

/** What the site decides about a new lead before it is stored. */
export interface Intake {
  state: string | null;
  emailKey: string | null;
  phoneKey: string | null;
  /** the original this lead repeats; null when it is new */
  duplicateOfId: number | null;
  /** the licensed agent whose turn it is; null for a duplicate or with none licensed there */
  assignee: { id: number; username: string } | null;
}

/**
 * Inside the lead's transaction, before its insert: its keys, the earlier lead it repeats (the
 * original, never another duplicate), and for a new lead the next agent licensed in its state,
 * round-robin: the one who waited longest since their last lead.
 */
export async function prepareIntake(
  tx: Executor,
  lead: { email: string; phone: string | null; zipCode: string },
): Promise<Intake> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INTAKE_LOCK})`);
  const keys = { emailKey: emailKey(lead.email), phoneKey: phoneKey(lead.phone) };
  const state = stateFromZip(lead.zipCode) ?? null;
  const sameContact = or(
    keys.emailKey ? eq(leads.emailKey, keys.emailKey) : undefined,
    keys.phoneKey ? eq(leads.phoneKey, keys.phoneKey) : undefined,
  );
  const [earlier] = sameContact
    ? await tx
        .select({ id: leads.id, duplicateOfId: leads.duplicateOfId })
        .from(leads)
        .where(
          and(
            sameContact,
            gte(leads.createdAt, sql`now() - make_interval(days => ${DUPLICATE_WINDOW_DAYS})`),
          ),
        )
        .orderBy(sql`${leads.createdAt} desc`)
        .limit(1)
    : [];
  const duplicateOfId = earlier ? (earlier.duplicateOfId ?? earlier.id) : null;
  const assignee = duplicateOfId === null && state ? await nextAgent(tx, state) : null;
  return { state, ...keys, duplicateOfId, assignee };
}

async function nextAgent(tx: Executor, state: string) {
  const [agent] = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        eq(users.role, 'agent'),
        eq(users.isActive, true),
        sql`${users.licensedStates} @> ${JSON.stringify([state])}::jsonb`,
      ),
    )
    .orderBy(sql`${users.lastAssignedAt} asc nulls first`, asc(users.id))
    .limit(1);
  if (!agent) return null;
  await tx
    .update(users)
    .set({ lastAssignedAt: sql`clock_timestamp()` })
    .where(eq(users.id, agent.id));
  return agent;
}

/**
 * After the insert: the timeline's first entries and, for a new lead whose visitor agreed to be
 * contacted, its delivery to the partner when one is configured.
 */
export async function recordIntake(
  tx: Executor,
  leadId: number,
  intake: Intake,
  options: { deliverToPartner: boolean },
): Promise<void> {
  await tx
    .insert(leadEvents)
    .values([
      { leadId, kind: 'created', toStatus: 'new' },
      ...(intake.assignee
        ? [{ leadId, kind: 'assigned' as const, text: intake.assignee.username }]
        : []),
    ]);
  if (options.deliverToPartner && intake.duplicateOfId === null) {
    await tx.insert(leadDeliveries).values({ leadId, idempotencyKey: randomUUID() });
  }
}
