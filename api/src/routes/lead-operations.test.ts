import type { AdminIdentity, AdminStats, LeadPage } from '@termlens/contracts/admin';
import type {
  AdminUser,
  DeadDelivery,
  LeadWork,
  SourcesReport,
} from '@termlens/contracts/lead-operations';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAdminPassword } from '../admin/users';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { adminSessions, emailOutbox, leadDeliveries, leadEvents, leads, users } from '../db/schema';
import { seedDatabase } from '../db/seed/seed-database';
import { createLogger } from '../lib/logger';
import { postJson } from '../test/post-json';
import { testDatabases } from '../test/test-databases';

const databases = await testDatabases();
const ORIGIN = 'http://localhost';
const PASSWORD = 'a-long-test-password';

const dateOfBirth = `${new Date().getUTCFullYear() - 40}-01-15`;
let serial = 0;
/** A lead as the form sends it, from Chicago unless told; every one a new person. */
const leadBody = (overrides: Record<string, unknown> = {}) => {
  serial++;
  return {
    firstName: 'Lead',
    lastName: `Number${serial}`,
    email: `lead${serial}@example.com`,
    phone: `(312) 555-${String(1000 + serial).slice(-4)}`,
    dateOfBirth,
    zipCode: '60601',
    coverageAmount: 500000,
    termLength: 20,
    smoker: false,
    marketingOptIn: false,
    phoneContactConsent: true,
    ...overrides,
  };
};

describe.each(databases)('lead operations on $name', (testDb) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const cookies: Record<string, string> = {};
  const agentIds: Record<string, number> = {};

  const as =
    (username: string) =>
    (method: string, path: string, body?: unknown): Promise<Response> =>
      Promise.resolve(
        app.request(path, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(method === 'GET' ? {} : { Origin: ORIGIN }),
            Cookie: cookies[username] ?? '',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
  const admin = as('admin');
  const json = async <T>(res: Response | Promise<Response>, status = 200): Promise<T> => {
    const answer = await res;
    expect(answer.status, await answer.clone().text()).toBe(status);
    return (answer.status === 204 ? undefined : await answer.json()) as T;
  };

  const signIn = async (username: string, password = PASSWORD) => {
    const res = await postJson(
      app,
      '/api/admin/session',
      { username, password },
      { Origin: ORIGIN },
    );
    expect(res.status).toBe(204);
    cookies[username] = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };

  /** Sends a lead through the public form's route and answers its row. */
  const submitLead = async (overrides: Record<string, unknown> = {}) => {
    const res = await postJson(app, '/api/leads', leadBody(overrides));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    if (!row) throw new Error('lead not stored');
    return row;
  };
  const assigneeOf = async (leadId: number) => {
    const [row] = await database.db
      .select({ username: users.username })
      .from(leads)
      .leftJoin(users, eq(users.id, leads.assignedUserId))
      .where(eq(leads.id, leadId));
    return row?.username ?? null;
  };

  beforeAll(async () => {
    database = await testDb.open();
    // The carriers, which price the quotes email every lead gets.
    await seedDatabase(database.db);
    app = createApp({
      database,
      log: createLogger('silent'),
      siteUrl: ORIGIN,
      rateLimits: false,
      partnerDelivery: true,
    });
    await setAdminPassword(database.db, 'admin', PASSWORD);
    await signIn('admin');
  });
  afterAll(() => testDb.close());
  beforeEach(async () => {
    await database.db.delete(leads);
    await database.db.delete(emailOutbox);
    await database.db.update(users).set({ lastAssignedAt: null });
  });

  it('lets an admin create agents under the sign-in’s password rules', async () => {
    for (const [username, licensedStates] of [
      ['ivy', ['IL']],
      ['ian', ['WI', 'IL', 'IL']],
      ['cal', ['CA']],
    ] as const) {
      const { id } = await json<{ id: number }>(
        admin('POST', '/api/admin/users', {
          username,
          password: PASSWORD,
          role: 'agent',
          licensedStates,
        }),
        201,
      );
      agentIds[username] = id;
    }
    const taken = await admin('POST', '/api/admin/users', {
      username: 'ivy',
      password: PASSWORD,
      role: 'agent',
    });
    expect(taken.status).toBe(409);
    const short = await admin('POST', '/api/admin/users', {
      username: 'shorty',
      password: 'too-short',
      role: 'agent',
    });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { fields: Record<string, string> }).fields.password).toBe(
      'Use at least 12 characters',
    );
    const nowhere = await admin('POST', '/api/admin/users', {
      username: 'nowhere',
      password: PASSWORD,
      licensedStates: ['XX'],
    });
    expect(nowhere.status).toBe(400);

    const list = await json<AdminUser[]>(admin('GET', '/api/admin/users'));
    expect(list.map((u) => [u.username, u.role, u.licensedStates, u.isActive])).toEqual([
      ['admin', 'admin', [], true],
      ['cal', 'agent', ['CA'], true],
      ['ian', 'agent', ['IL', 'WI'], true],
      ['ivy', 'agent', ['IL'], true],
    ]);
    for (const agent of ['ivy', 'ian', 'cal']) await signIn(agent);
    expect(await json<AdminIdentity>(as('ivy')('GET', '/api/admin/session'))).toEqual({
      username: 'ivy',
      role: 'agent',
    });
    // Nobody locks themselves out.
    const self = await admin('PATCH', `/api/admin/users/${await idOf('admin')}`, {
      isActive: false,
    });
    expect(self.status).toBe(409);
  });

  const idOf = async (username: string) => {
    const [row] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username));
    return row?.id ?? 0;
  };

  it('assigns new leads round-robin among active agents licensed in the lead’s state only', async () => {
    const chicago = [];
    for (let i = 0; i < 4; i++) chicago.push(await submitLead());
    expect(await Promise.all(chicago.map((l) => assigneeOf(l.id)))).toEqual([
      'ivy',
      'ian',
      'ivy',
      'ian',
    ]);
    expect(chicago[0]?.state).toBe('IL');
    const milwaukee = await submitLead({ zipCode: '53202' });
    expect(await assigneeOf(milwaukee.id)).toBe('ian');
    const sanFrancisco = await submitLead({ zipCode: '94110' });
    expect(await assigneeOf(sanFrancisco.id)).toBe('cal');

    // A deactivated agent gets no more leads, and cannot sign in or use a session.
    await json(admin('PATCH', `/api/admin/users/${agentIds.ian}`, { isActive: false }), 204);
    const next = await submitLead();
    expect(await assigneeOf(next.id)).toBe('ivy');
    expect((await as('ian')('GET', '/api/admin/leads')).status).toBe(401);
    const refused = await postJson(
      app,
      '/api/admin/session',
      { username: 'ian', password: PASSWORD },
      { Origin: ORIGIN },
    );
    expect(refused.status).toBe(401);
    await json(admin('PATCH', `/api/admin/users/${agentIds.ian}`, { isActive: true }), 204);
    await signIn('ian');

    const work = await json<LeadWork>(admin('GET', `/api/admin/leads/${next.id}/work`));
    expect(work.timeline.map((e) => [e.kind, e.actor, e.text])).toEqual([
      ['created', null, null],
      ['assigned', null, 'ivy'],
    ]);
  });

  it('leaves a lead from a state with no licensed agent unassigned, and the list says so', async () => {
    const houston = await submitLead({ zipCode: '77002' });
    expect(houston.state).toBe('TX');
    expect(houston.assignedUserId).toBeNull();
    const page = await json<LeadPage>(admin('GET', '/api/admin/leads'));
    expect(page.items).toEqual([
      expect.objectContaining({ id: houston.id, assignedTo: null, status: 'new' }),
    ]);
    // Reassigning checks the license: nobody in Texas.
    const wrong = await admin('PATCH', `/api/admin/leads/${houston.id}`, {
      assignedUserId: agentIds.ivy,
    });
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toEqual({ error: 'ivy is not licensed in TX' });
  });

  it('shows an agent only their own leads and answers 403 to everything else', async () => {
    const mine = await submitLead();
    const theirs = await submitLead();
    const unassigned = await submitLead({ zipCode: '77002' });
    expect([await assigneeOf(mine.id), await assigneeOf(theirs.id)]).toEqual(['ivy', 'ian']);
    const ivy = as('ivy');

    const page = await json<LeadPage>(ivy('GET', '/api/admin/leads'));
    expect(page.items.map((l) => l.id)).toEqual([mine.id]);
    expect(page.total).toBe(1);
    expect((await json<AdminStats>(ivy('GET', '/api/admin/stats'))).total).toBe(1);
    expect((await ivy('GET', `/api/admin/leads/${mine.id}`)).status).toBe(200);
    expect((await ivy('GET', `/api/admin/leads/${mine.id}/work`)).status).toBe(200);

    const forbidden: [string, string, unknown?][] = [
      ['GET', `/api/admin/leads/${theirs.id}`],
      ['GET', `/api/admin/leads/${unassigned.id}`],
      ['GET', `/api/admin/leads/${theirs.id}/work`],
      ['PATCH', `/api/admin/leads/${theirs.id}`, { status: 'contacted' }],
      ['POST', `/api/admin/leads/${theirs.id}/notes`, { text: 'Peeking' }],
      ['POST', `/api/admin/leads/${theirs.id}/follow-up`, { template: 'check-in' }],
      ['PATCH', `/api/admin/leads/${mine.id}`, { assignedUserId: agentIds.ian }],
      ['GET', '/api/admin/leads.csv'],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { username: 'mallory', password: PASSWORD, role: 'admin' }],
      ['PATCH', `/api/admin/users/${agentIds.ivy}`, { role: 'admin' }],
      ['GET', '/api/admin/deliveries'],
      ['POST', '/api/admin/deliveries/1/retry', {}],
      ['GET', '/api/admin/reports/sources'],
      ['GET', '/api/admin/reports/sources.csv'],
      ['GET', '/api/admin/data-requests'],
      ['GET', '/api/admin/contact-messages'],
      ['GET', '/api/admin/outbox'],
      ['GET', '/api/admin/web-vitals'],
    ];
    for (const [method, path, body] of forbidden) {
      const res = await ivy(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // Nothing changed behind the refusals.
    const [after] = await database.db.select().from(users).where(eq(users.username, 'ivy'));
    expect(after?.role).toBe('agent');
    expect(await database.db.select().from(users).where(eq(users.username, 'mallory'))).toEqual([]);
    expect(await assigneeOf(mine.id)).toBe('ivy');
  });

  it('moves a lead through its statuses with notes, kept as its timeline', async () => {
    const lead = await submitLead();
    const ivy = as('ivy');
    const path = `/api/admin/leads/${lead.id}`;
    await json(ivy('PATCH', path, { status: 'contacted' }), 204);
    const note = await json<{ kind: string; text: string; actor: string }>(
      ivy('POST', `${path}/notes`, { text: 'Left a voicemail, calling back Tuesday' }),
      201,
    );
    expect(note).toMatchObject({ kind: 'note', actor: 'ivy' });
    await json(ivy('PATCH', path, { status: 'quoted' }), 204);
    // The same status again changes nothing and records nothing.
    await json(ivy('PATCH', path, { status: 'quoted' }), 204);
    expect((await ivy('PATCH', path, { status: 'lost' })).status).toBe(400);
    expect((await ivy('PATCH', path, { status: 'closed' })).status).toBe(400);
    expect((await ivy('POST', `${path}/notes`, { text: '   ' })).status).toBe(400);
    await json(
      admin('PATCH', path, { status: 'lost', lostReason: 'Bought through their employer' }),
      204,
    );

    const work = await json<LeadWork>(admin('GET', `${path}/work`));
    expect(work).toMatchObject({ status: 'lost', lostReason: 'Bought through their employer' });
    expect(work.timeline.map((e) => [e.kind, e.actor, e.fromStatus, e.toStatus, e.text])).toEqual([
      ['created', null, null, 'new', null],
      ['assigned', null, null, null, 'ivy'],
      ['status', 'ivy', 'new', 'contacted', null],
      ['note', 'ivy', null, null, 'Left a voicemail, calling back Tuesday'],
      ['status', 'ivy', 'contacted', 'quoted', null],
      ['status', 'admin', 'quoted', 'lost', 'Bought through their employer'],
    ]);

    await submitLead({ zipCode: '77002' });
    const lost = await json<LeadPage>(admin('GET', '/api/admin/leads?status=lost'));
    expect(lost.items.map((l) => l.id)).toEqual([lead.id]);
    expect((await json<LeadPage>(admin('GET', '/api/admin/leads?status=new'))).total).toBe(1);
    expect((await admin('GET', '/api/admin/leads?status=nonsense')).status).toBe(400);
    const stats = await json<AdminStats>(admin('GET', '/api/admin/stats'));
    expect(stats.byStatus).toEqual({
      new: 1,
      contacted: 0,
      quoted: 0,
      applied: 0,
      won: 0,
      lost: 1,
    });
    const csv = await (await admin('GET', '/api/admin/leads.csv?status=lost')).text();
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(csv).toContain(',lost,ivy,');
  });

  it('lets an admin reassign a lead, after which only the new agent may work it', async () => {
    const lead = await submitLead();
    expect(await assigneeOf(lead.id)).toBe('ivy');
    await json(
      admin('PATCH', `/api/admin/leads/${lead.id}`, { assignedUserId: agentIds.ian }),
      204,
    );
    expect((await as('ivy')('GET', `/api/admin/leads/${lead.id}`)).status).toBe(403);
    expect((await as('ian')('GET', `/api/admin/leads/${lead.id}`)).status).toBe(200);
    const unknown = await admin('PATCH', `/api/admin/leads/${lead.id}`, { assignedUserId: 999999 });
    expect(unknown.status).toBe(409);
    await json(admin('PATCH', `/api/admin/leads/${lead.id}`, { assignedUserId: null }), 204);
    const work = await json<LeadWork>(admin('GET', `/api/admin/leads/${lead.id}/work`));
    expect(work.assignedTo).toBeNull();
    expect(
      work.timeline.filter((e) => e.kind === 'assigned').map((e) => [e.actor, e.text]),
    ).toEqual([
      [null, 'ivy'],
      ['admin', 'ian'],
      ['admin', null],
    ]);
  });

  it('links a repeat by email or by phone within 30 days to the original, which alone counts', async () => {
    const original = await submitLead({ email: 'Jo.Doe@example.com', phone: '(312) 555-0199' });
    const byEmail = await submitLead({
      email: ' JO.DOE+again@EXAMPLE.com ',
      phone: '(773) 555-0100',
    });
    const byPhone = await submitLead({ email: 'someone.else@example.com', phone: '312.555.0199' });
    const stranger = await submitLead();
    expect([byEmail.duplicateOfId, byPhone.duplicateOfId, stranger.duplicateOfId]).toEqual([
      original.id,
      original.id,
      null,
    ]);
    // Not assigned again, not delivered again.
    expect([byEmail.assignedUserId, byPhone.assignedUserId]).toEqual([null, null]);
    const deliveries = await database.db.select().from(leadDeliveries);
    expect(deliveries.map((d) => d.leadId).sort()).toEqual([original.id, stranger.id].sort());
    // Counted once in the metrics, shown in the list with the link.
    const stats = await json<AdminStats>(admin('GET', '/api/admin/stats'));
    expect(stats).toMatchObject({ total: 2, today: 2 });
    expect(stats.byStatus.new).toBe(2);
    const page = await json<LeadPage>(admin('GET', '/api/admin/leads'));
    expect(page.total).toBe(4);
    expect(page.items.find((l) => l.id === byEmail.id)?.duplicateOfId).toBe(original.id);
    const work = await json<LeadWork>(admin('GET', `/api/admin/leads/${original.id}/work`));
    expect(work.duplicateIds).toEqual([byEmail.id, byPhone.id]);

    // A month later the same person is a new lead again.
    await database.db
      .update(leads)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(inArray(leads.id, [original.id, byEmail.id, byPhone.id]));
    const later = await submitLead({ email: 'jo.doe@example.com' });
    expect(later.duplicateOfId).toBeNull();
    expect(later.assignedUserId).not.toBeNull();
  });

  it('queues a partner delivery only for a new lead that agreed to be contacted', async () => {
    const agreed = await submitLead();
    const declined = await submitLead({ phoneContactConsent: false });
    const noPhone = await submitLead({ phone: undefined });
    const rows = await database.db.select().from(leadDeliveries);
    expect(rows.map((r) => r.leadId)).toEqual([agreed.id]);
    expect(rows[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect([declined.id, noPhone.id]).not.toContain(rows[0]?.leadId);

    // A dead delivery is listed with its lead and can be retried once it is dead.
    const [row] = rows;
    if (!row) throw new Error('no delivery');
    await database.db
      .update(leadDeliveries)
      .set({ status: 'dead', attempts: 6, lastError: 'HTTP 500' })
      .where(eq(leadDeliveries.id, row.id));
    const dead = await json<DeadDelivery[]>(admin('GET', '/api/admin/deliveries'));
    expect(dead).toEqual([
      expect.objectContaining({
        id: row.id,
        leadId: agreed.id,
        leadName: `${agreed.firstName} ${agreed.lastName}`,
        attempts: 6,
        lastError: 'HTTP 500',
      }),
    ]);
    await json(admin('POST', `/api/admin/deliveries/${row.id}/retry`, {}), 204);
    const [retried] = await database.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.id, row.id));
    expect(retried).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await admin('POST', `/api/admin/deliveries/${row.id}/retry`, {})).status).toBe(409);
    const work = await json<LeadWork>(admin('GET', `/api/admin/leads/${agreed.id}/work`));
    expect(work.delivery).toMatchObject({ id: row.id, status: 'pending', attemptLog: [] });
  });

  it('gives the lead’s time zone and whether it may be called', async () => {
    const chicago = await submitLead();
    const noCalls = await submitLead({ zipCode: '94110', phoneContactConsent: false });
    const chicagoWork = await json<LeadWork>(admin('GET', `/api/admin/leads/${chicago.id}/work`));
    expect(chicagoWork).toMatchObject({
      state: 'IL',
      timeZone: 'America/Chicago',
      phoneContactConsent: true,
    });
    const noCallsWork = await json<LeadWork>(admin('GET', `/api/admin/leads/${noCalls.id}/work`));
    expect(noCallsWork).toMatchObject({
      state: 'CA',
      timeZone: 'America/Los_Angeles',
      phoneContactConsent: false,
      mayEmail: false,
    });
  });

  it('sends a templated follow-up through the outbox, with consent, once a day', async () => {
    const lead = await submitLead({ firstName: 'Jordan' });
    const silent = await submitLead({ phoneContactConsent: false, marketingOptIn: false });
    const ivy = as('ivy');
    const path = `/api/admin/leads/${lead.id}/follow-up`;
    expect((await ivy('POST', path, { template: 'nonsense' })).status).toBe(400);
    await json(ivy('POST', path, { template: 'quote-ready' }), 204);
    const again = await admin('POST', path, { template: 'check-in' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'A follow-up already went to this lead today' });
    const refused = await admin('POST', `/api/admin/leads/${silent.id}/follow-up`, {
      template: 'check-in',
    });
    expect(refused.status).toBe(409);

    const sent = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'lead-follow-up'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: lead.email,
      subject: 'Your quotes are ready to review',
      status: 'pending',
    });
    expect(sent[0]?.text).toContain('Hi Jordan,');
    expect(sent[0]?.text).toContain(`${ORIGIN}/compare`);
    expect(sent[0]?.text).toContain('ivy, TermLens');
    const work = await json<LeadWork>(admin('GET', `/api/admin/leads/${lead.id}/work`));
    expect(work.followUpSentToday).toBe(true);
    expect(work.timeline.at(-1)).toMatchObject({
      kind: 'follow-up',
      actor: 'ivy',
      text: 'quote-ready',
    });

    // Yesterday's follow-up does not hold back today's.
    await database.db
      .update(leadEvents)
      .set({ createdAt: sql`now() - interval '1 day'` })
      .where(eq(leadEvents.kind, 'follow-up'));
    await json(admin('POST', path, { template: 'check-in' }), 204);
  });

  it('reports leads, duplicates and how far they went per source over a date range', async () => {
    const google = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' };
    const a = await submitLead(google);
    const b = await submitLead(google);
    const c = await submitLead(google);
    await submitLead({ ...google, email: a.email });
    const newsletter = await submitLead({ utm_source: 'newsletter', utm_medium: 'email' });
    const move = (id: number, status: string, extra = {}) =>
      json(admin('PATCH', `/api/admin/leads/${id}`, { status, ...extra }), 204);
    await move(a.id, 'contacted');
    await move(a.id, 'applied');
    await move(a.id, 'won');
    await move(b.id, 'contacted');
    await move(b.id, 'lost', { lostReason: 'Not interested' });
    await move(c.id, 'applied');
    await move(newsletter.id, 'contacted');

    const today = new Date().toISOString().slice(0, 10);
    const report = await json<SourcesReport>(
      admin('GET', `/api/admin/reports/sources?from=${today}&to=${today}`),
    );
    expect(report).toEqual({
      from: today,
      to: today,
      rows: [
        {
          ...google,
          leads: 3,
          duplicates: 1,
          // c went straight to applied: it was contacted on the way.
          contacted: 3,
          applied: 2,
          won: 1,
          conversionPercent: 33.3,
        },
        {
          utm_source: 'newsletter',
          utm_medium: 'email',
          utm_campaign: null,
          leads: 1,
          duplicates: 0,
          contacted: 1,
          applied: 0,
          won: 0,
          conversionPercent: 0,
        },
      ],
    });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const before = await json<SourcesReport>(
      admin('GET', `/api/admin/reports/sources?from=${yesterday}&to=${yesterday}`),
    );
    expect(before.rows).toEqual([]);
    const defaultRange = await json<SourcesReport>(admin('GET', '/api/admin/reports/sources'));
    expect(defaultRange.to).toBe(today);
    expect(defaultRange.rows).toHaveLength(2);
    expect(
      (await admin('GET', `/api/admin/reports/sources?from=${today}&to=${yesterday}`)).status,
    ).toBe(400);

    const csv = await admin('GET', `/api/admin/reports/sources.csv?from=${today}&to=${today}`);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="lead-sources-${today}-to-${today}.csv"`,
    );
    expect((await csv.text()).split('\r\n')).toEqual([
      'utm_source,utm_medium,utm_campaign,leads,duplicates,contacted,applied,won,conversionPercent',
      'google,cpc,spring,3,1,3,2,1,33.3',
      'newsletter,email,,1,0,1,0,0,0',
      '',
    ]);
  });

  it('ends a user’s sessions when an admin sets a new password', async () => {
    await json(
      admin('PATCH', `/api/admin/users/${agentIds.cal}`, { password: 'another-long-password' }),
      204,
    );
    const sessions = await database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.userId, agentIds.cal ?? 0));
    expect(sessions).toEqual([]);
    await signIn('cal', 'another-long-password');
  });
});
