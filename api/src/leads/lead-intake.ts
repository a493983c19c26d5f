import { randomUUID } from 'node:crypto';
import { and, eq, fillPlaceholders, or, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { GroupedWrites } from '../db/grouped-writes';
import { transactionInOneTrip } from '../db/one-trip-transaction';
import { emailOutbox, leadConsents, leads, users } from '../db/schema';
import type { OutboxEmail } from '../lib/outbox';
import { stateFromZip } from '../quotes/zip-to-state';
import { emailKey, phoneKey } from './normalise-contact';

/** A lead repeats an earlier one from this many days back. */
export const DUPLICATE_WINDOW_DAYS = 30;

/** The lead's own fields, as the form gave them: each a placeholder of the prepared insert. */
const leadFieldNames = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'zipCode',
  'coverageAmount',
  'termLength',
  'primaryConcern',
  'age',
  'smoker',
  'marketingOptIn',
  'selectedCompanyName',
  'selectedMonthlyPremium',
  'selectedCoverageAmount',
  'selectedTermLength',
  'selectedAmBestRating',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const satisfies readonly (keyof typeof leads.$inferInsert)[];

/** The intake adds the lead's state, its contact keys, the original it repeats and its agent. */
export type LeadFields = Pick<typeof leads.$inferInsert, (typeof leadFieldNames)[number]>;

export type ConsentEvidence = Omit<typeof leadConsents.$inferInsert, 'id' | 'leadId' | 'createdAt'>;

export interface LeadIntake {
  lead: LeadFields;
  consents: ConsentEvidence[];
  /** the email the lead gets, queued with it */
  email: OutboxEmail;
  /** a new lead is queued for the partner's webhook */
  deliverToPartner: boolean;
}

const p = sql.placeholder;
const dialect = new PgDialect({ casing: 'snake_case' });

const activeAgentIn = (state: SQL) =>
  and(
    eq(users.role, 'agent'),
    eq(users.isActive, true),
    sql`${users.licensedStates} @> jsonb_build_array(${state}::text)`,
  );
const state = sql`${p('state')}::text`;

/**
 * The locks the leads written together need, in one order so two writes never wait for each
 * other: each lead's email key's and phone key's (two copies of one lead take the same one, so
 * the second sees the first and is stored as its duplicate) and, where agents are licensed in a
 * lead's state, that state's (two new leads from there go to two agents in turn).
 */
const locks = dialect.sqlToQuery(sql`select pg_advisory_xact_lock(key) from (
    select hashtextextended(name, 0) as key
      from jsonb_array_elements_text(${p('lockNames')}::jsonb) as name
    union
    select hashtextextended('lead-state:' || lead_state, 0)
      from jsonb_array_elements_text(${p('states')}::jsonb) as lead_state
      where exists (select 1 from ${users} where ${activeAgentIn(sql.raw('lead_state'))})
    order by key) as keys`);

// A statement sees what was committed when it started: the insert comes after the locks, in a
// statement of its own, so it sees the lead it waited for.
const insert = dialect.sqlToQuery(buildInsert());

function buildInsert(): SQL {
  const contact = or(
    eq(leads.emailKey, sql`${p('emailKey')}::text`),
    eq(leads.phoneKey, sql`${p('phoneKey')}::text`),
  );
  // The original, never another duplicate.
  const earlier = sql`select coalesce(${leads.duplicateOfId}, ${leads.id}) as id from ${leads}
    where ${contact}
      and ${leads.createdAt} >= now() - make_interval(days => ${DUPLICATE_WINDOW_DAYS})
    order by ${leads.createdAt} desc limit 1`;
  // Round-robin: the licensed agent who has waited longest since their last lead.
  const assigned = sql`update ${users} set last_assigned_at = clock_timestamp()
    where not exists (select 1 from earlier) and ${users.id} = (
      select id from ${users} where ${activeAgentIn(state)}
      order by last_assigned_at asc nulls first, id asc limit 1)
    returning id, username`;
  const lead = sql`insert into ${leads} (${sql.join(
    leadFieldNames.map((name) => sql.identifier(toSnakeCase(name))),
    sql`, `,
  )}, state, email_key, phone_key, duplicate_of_id, assigned_user_id)
    values (${sql.join(
      leadFieldNames.map((name) => p(name)),
      sql`, `,
    )}, ${state}, ${p('emailKey')}, ${p('phoneKey')},
      (select id from earlier), (select id from assigned))
    returning id`;
  const consents = sql`insert into ${leadConsents}
      (lead_id, kind, granted, text, version, ip, user_agent, page_url)
    select (select id from lead), c.kind, c.granted, c.text, c.version, c.ip, c.user_agent, c.page_url
    from jsonb_to_recordset(${p('consents')}::jsonb)
      as c(kind text, granted boolean, text text, version text, ip text, user_agent text, page_url text)`;
  const events = sql`insert into lead_events (lead_id, kind, to_status, text)
    select id, 'created', 'new', null from lead
    union all select lead.id, 'assigned', null, assigned.username from lead, assigned`;
  const email = sql`insert into ${emailOutbox} (kind, "to", subject, text, html)
    values (${p('emailKind')}, ${p('emailTo')}, ${p('emailSubject')}, ${p('emailText')}, ${p('emailHtml')})`;
  const delivery = sql`insert into lead_deliveries (lead_id, idempotency_key)
    select id, ${p('deliveryKey')} from lead
    where ${p('deliverToPartner')}::boolean and not exists (select 1 from earlier)`;
  return sql`with earlier as (${earlier}), assigned as (${assigned}), lead as (${lead}),
    consents as (${consents}), events as (${events}), email as (${email}),
    delivery as (${delivery})
    select id from lead`;
}

type LeadValues = Record<string, unknown> & { state: string | null; lockNames: string[] };

/** The insert's values for one lead, and the locks it needs. */
function leadValues(intake: LeadIntake): LeadValues {
  const { lead } = intake;
  const keys = { emailKey: emailKey(lead.email), phoneKey: phoneKey(lead.phone ?? null) };
  const values: LeadValues = {
    state: (lead.zipCode && stateFromZip(lead.zipCode)) || null,
    ...keys,
    lockNames: [
      keys.emailKey && `lead-email:${keys.emailKey}`,
      keys.phoneKey && `lead-phone:${keys.phoneKey}`,
    ].filter((name): name is string => Boolean(name)),
    consents: JSON.stringify(
      intake.consents.map(({ userAgent, pageUrl, ...consent }) => ({
        ...consent,
        user_agent: userAgent,
        page_url: pageUrl,
      })),
    ),
    emailKind: intake.email.kind,
    emailTo: intake.email.to,
    emailSubject: intake.email.subject,
    emailText: intake.email.text,
    emailHtml: intake.email.html ?? null,
    deliverToPartner: intake.deliverToPartner,
    deliveryKey: randomUUID(),
  };
  for (const name of leadFieldNames) values[name] = lead[name] ?? null;
  return values;
}

/**
 * Leads written together: one transaction, one round trip. A statement takes every lock they
 * need, then each lead's prepared insert runs in arrival order; each sees the ones before it,
 * so a copy in the same write is still stored as a duplicate and agents still take turns.
 */
async function writeLeads(db: Database, batch: LeadValues[]): Promise<number[]> {
  const lockValues = {
    lockNames: JSON.stringify([...new Set(batch.flatMap((values) => values.lockNames))]),
    states: JSON.stringify([
      ...new Set(batch.flatMap((values) => (values.state ? [values.state] : []))),
    ]),
  };
  const [, ...inserted] = await transactionInOneTrip(db, [
    { text: locks.sql, params: fillPlaceholders(locks.params, lockValues) },
    ...batch.map((values) => ({
      text: insert.sql,
      params: fillPlaceholders(insert.params, values),
    })),
  ]);
  return inserted.map((rows) => {
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('the lead insert returned no row');
    return Number(id);
  });
}

// Two writes at once per process: one is sent while the other's answer comes back. More made
// each group smaller and the database's work per lead larger (measured in docs/performance.md).
const groupOptions = { maxInFlight: 2, maxBatch: 64 };
const writers = new WeakMap<Database, GroupedWrites<LeadValues, number>>();

/**
 * Stores a lead with everything that comes with it (its consent evidence, its timeline's first
 * entries, its email in the outbox and, for a new lead, its partner delivery). Leads that arrive
 * while others are being written are written together (see GroupedWrites): under a rush the
 * database commits many leads at a time instead of one each.
 */
export function takeLead(db: Database, intake: LeadIntake): Promise<number> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new GroupedWrites((batch) => writeLeads(db, batch), groupOptions);
    writers.set(db, writer);
  }
  return writer.add(leadValues(intake));
}
