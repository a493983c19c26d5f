import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { emailOutbox, leadConsents, leadDeliveries, leadEvents, leads, users } from '../db/schema';
import { testDatabases } from '../test/test-databases';
import { type LeadIntake, takeLead } from './lead-intake';

const databases = await testDatabases();

const evidence = {
  kind: 'marketing',
  granted: true,
  text: 'Send me tips.',
  version: 'marketing-test',
  ip: '192.0.2.7',
  userAgent: 'TestAgent/1.0',
  pageUrl: 'https://termlens.test/apply',
};
let serial = 0;
/** A new person from Chicago unless told. */
const intake = (overrides: Partial<LeadIntake['lead']> = {}, deliverToPartner = false) => {
  serial++;
  const email = overrides.email ?? `intake${serial}@example.com`;
  return {
    lead: {
      firstName: 'Ada',
      lastName: `Intake${serial}`,
      email,
      phone: `(312) 555-${String(2000 + serial).slice(-4)}`,
      dateOfBirth: '1985-06-01',
      zipCode: '60601',
      age: 40,
      smoker: false,
      marketingOptIn: true,
      ...overrides,
    },
    consents: [evidence],
    email: { kind: 'lead-quotes', to: email, subject: 'Your quotes', text: 'Quotes.' },
    deliverToPartner,
  } satisfies LeadIntake;
};

describe.each(databases)('lead intake on $name', (testDb) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await testDb.close();
  });

  it('stores the lead with its consent evidence, its first timeline entry and its email', async () => {
    const id = await takeLead(database.db, intake({ email: 'Evidence.Person@Example.com' }));
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({
      email: 'Evidence.Person@Example.com',
      state: 'IL',
      status: 'new',
      duplicateOfId: null,
      assignedUserId: null,
    });
    expect(lead?.emailKey).toBeTruthy();
    const consents = await database.db
      .select()
      .from(leadConsents)
      .where(eq(leadConsents.leadId, id));
    expect(consents).toEqual([expect.objectContaining(evidence)]);
    const events = await database.db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(events.map((e) => [e.kind, e.toStatus])).toEqual([['created', 'new']]);
    const emails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'Evidence.Person@Example.com'));
    expect(emails.map((e) => [e.kind, e.subject, e.status])).toEqual([
      ['lead-quotes', 'Your quotes', 'pending'],
    ]);
  });

  it('links a repeat within 30 days to the original, and not one from longer ago', async () => {
    const first = intake();
    const original = await takeLead(database.db, first);
    const byEmail = await takeLead(database.db, intake({ email: first.lead.email.toUpperCase() }));
    const byPhone = await takeLead(database.db, intake({ phone: first.lead.phone }));
    const duplicates = await database.db
      .select({ id: leads.id, duplicateOfId: leads.duplicateOfId })
      .from(leads)
      .where(inArray(leads.id, [byEmail, byPhone]));
    expect(duplicates.map((d) => d.duplicateOfId)).toEqual([original, original]);

    await database.db
      .update(leads)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(inArray(leads.id, [original, byEmail, byPhone]));
    const later = await takeLead(database.db, intake({ email: first.lead.email }));
    const [row] = await database.db.select().from(leads).where(eq(leads.id, later));
    expect(row?.duplicateOfId).toBeNull();
  });

  it('stores one original and the rest as its duplicates when copies arrive at once', async () => {
    const copy = intake({}, true);
    const ids = await Promise.all(
      Array.from({ length: 40 }, () => takeLead(database.db, structuredClone(copy))),
    );
    const rows = await database.db
      .select({ id: leads.id, duplicateOfId: leads.duplicateOfId })
      .from(leads)
      .where(inArray(leads.id, ids))
      .orderBy(asc(leads.id));
    const originals = rows.filter((r) => r.duplicateOfId === null);
    expect(originals).toHaveLength(1);
    expect(new Set(rows.map((r) => r.duplicateOfId ?? r.id))).toEqual(new Set([originals[0]?.id]));
    // Only the original goes to the partner.
    const deliveries = await database.db
      .select({ leadId: leadDeliveries.leadId })
      .from(leadDeliveries)
      .where(inArray(leadDeliveries.leadId, ids));
    expect(deliveries).toEqual([{ leadId: originals[0]?.id }]);
  });

  it('assigns new leads arriving at once to the licensed agents in turn', async () => {
    const agents = await database.db
      .insert(users)
      .values(
        ['intake-agent-a', 'intake-agent-b'].map((username) => ({
          username,
          password: 'not-a-real-hash',
          role: 'agent' as const,
          licensedStates: ['WY'],
        })),
      )
      .returning({ id: users.id, username: users.username });
    // 82001 is Cheyenne, Wyoming: no other test's agents are licensed there.
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => takeLead(database.db, intake({ zipCode: '82001' }))),
    );
    const rows = await database.db
      .select({ assignedUserId: leads.assignedUserId })
      .from(leads)
      .where(inArray(leads.id, ids))
      .orderBy(asc(leads.id));
    const turns = rows.map((r) => r.assignedUserId);
    const [a, b] = agents.map((agent) => agent.id);
    // Whoever goes first, the two take turns lead by lead.
    expect(turns).toEqual(
      turns[0] === a ? [a, b, a, b, a, b, a, b, a, b] : [b, a, b, a, b, a, b, a, b, a],
    );
    const assigned = await database.db
      .select({ text: leadEvents.text })
      .from(leadEvents)
      .where(inArray(leadEvents.leadId, ids))
      .orderBy(asc(leadEvents.id));
    expect(assigned.filter((e) => e.text !== null)).toHaveLength(10);
  });

  it('commits leads that arrive at once together', async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, () => takeLead(database.db, intake())),
    );
    const rows = await database.db
      .select({ createdAt: sql<string>`${leads.createdAt}::text` })
      .from(leads)
      .where(inArray(leads.id, ids));
    expect(rows).toHaveLength(30);
    // A transaction's leads share its start time, to the microsecond: fewer times than leads
    // means they went together.
    expect(new Set(rows.map((r) => r.createdAt)).size).toBeLessThan(15);
  });

  it('fails only the lead the database refuses when it arrives with others', async () => {
    const arriving = Array.from({ length: 30 }, (_, i) =>
      // An amount past a 32-bit integer: the database refuses this one lead.
      intake(i === 17 ? { coverageAmount: 2 ** 40 } : {}),
    );
    const answers = await Promise.allSettled(arriving.map((lead) => takeLead(database.db, lead)));
    expect(answers.map((a) => a.status)).toEqual(
      arriving.map((_, i) => (i === 17 ? 'rejected' : 'fulfilled')),
    );
    const ids = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    const stored = await database.db
      .select({ lastName: leads.lastName })
      .from(leads)
      .where(inArray(leads.id, ids));
    expect(new Set(stored.map((r) => r.lastName))).toEqual(
      new Set(arriving.filter((_, i) => i !== 17).map((a) => a.lead.lastName)),
    );
    const refused = arriving[17]?.lead.email as string;
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, refused))).toEqual(
      [],
    );
  });
});
