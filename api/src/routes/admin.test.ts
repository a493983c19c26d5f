import type { AdminStats, LeadDetails, LeadPage } from '@termlens/contracts/admin';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin, setAdminPassword } from '../admin/users';
import { createApp } from '../app';
import { type DatabaseHandle, openDatabase } from '../db/client';
import {
  adminSessions,
  auditLog,
  dataRequests,
  downloadResources,
  emailCourseSubscribers,
  leadConsents,
  leads,
  newsletterSubscribers,
  rateLimits,
  resourceDownloads,
  users,
} from '../db/schema';
import { createLogger } from '../lib/logger';
import { testDatabases } from '../test/test-databases';

const databases = await testDatabases();
const ORIGIN = 'http://localhost';
const PASSWORD = 'a-long-test-password';
const WRONG = 'wrong-password-123';

// Every admin route, with a body where one is needed: all must answer 401 without a session.
const protectedRoutes: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/admin/session'],
  ['GET', '/api/admin/leads'],
  ['GET', '/api/admin/leads/1'],
  ['GET', '/api/admin/leads.csv'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/data-requests'],
  ['PATCH', '/api/admin/data-requests/1', { status: 'verifying' }],
  ['POST', '/api/admin/data-requests/1/fulfil-erasure', {}],
  ['GET', '/api/admin/contact-messages'],
  ['GET', '/api/admin/outbox'],
  ['GET', '/api/admin/web-vitals'],
  ['GET', '/api/admin/anything-else'],
];

const lead = (overrides: Partial<typeof leads.$inferInsert> = {}): typeof leads.$inferInsert => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  dateOfBirth: '1985-12-10',
  zipCode: '10001',
  age: 40,
  coverageAmount: 500_000,
  termLength: 20,
  ...overrides,
});

describe.each(databases)('admin API on $name', (testDb) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let cookie: string;

  const request = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(method === 'GET' ? {} : { Origin: ORIGIN }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** Without an address the caller has none, like any app.request(): it has no socket. */
  const signIn = async (password = PASSWORD, username = 'admin', address?: string, on = app) =>
    on.request('/api/admin/session', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        ...(address ? { 'x-test-address': address } : {}),
      },
      body: JSON.stringify({ username, password }),
    });

  /** Wrong guesses for `admin` sent all at once, one per address given. */
  const wrongGuesses = (addresses: string[], on = app) =>
    Promise.all(addresses.map((address) => signIn(WRONG, 'admin', address, on)));
  const addresses = (count: number) =>
    Array.from({ length: count }, (_, i) => `198.51.100.${i + 1}`);
  const statusCount = (responses: Response[], status: number) =>
    responses.filter((r) => r.status === status).length;
  const failedSignIns = async () =>
    (await database.db.select().from(auditLog).where(eq(auditLog.action, 'admin.sign-in.failed')))
      .length;

  /** Forgets every failure and every counter, so a test starts with nothing held against it. */
  const forgetSignIns = async () => {
    await database.db.delete(auditLog);
    await database.db.delete(rateLimits);
  };

  const cookieFrom = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  beforeAll(async () => {
    database = await testDb.open();
    // These tests sign in more often than the per-address limit allows; that limit has its own
    // test in lib/public-post.test.ts. The sign-in throttle does not depend on it. Tests choose
    // the caller's address with a header only these test apps read.
    app = createApp({
      database,
      log: createLogger('silent'),
      rateLimits: false,
      addressOf: (c) => c.req.header('x-test-address') ?? null,
    });
    await setAdminPassword(database.db, 'admin', PASSWORD);
  });
  afterAll(() => testDb.close());

  it.each(protectedRoutes)('%s %s answers 401 without a session', async (method, path, body) => {
    cookie = '';
    const res = await request(method, path, body);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Not signed in' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each(protectedRoutes)(
    '%s %s forbids caching when signed in, whatever it answers',
    async (method, path, body) => {
      cookie = cookieFrom(await signIn());
      const res = await request(method, path, body);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('cache-control')).toBe('no-store');
      await res.arrayBuffer();
    },
  );

  it('forbids caching of sign-in answers and malformed requests', async () => {
    cookie = '';
    for (const res of [
      await signIn(),
      await signIn('wrong-password-123', 'nobody'),
      await request('POST', '/api/admin/session', '{', { 'Content-Type': 'application/json' }),
    ]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    await database.db.delete(auditLog);
  });

  it('refuses a wrong password with 401 Invalid password and audits it', async () => {
    const res = await signIn('not-the-password');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid password' });
    expect(res.headers.get('set-cookie')).toBeNull();
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.sign-in.failed'));
    expect(rows).toHaveLength(1);
  });

  it('signs in with an HttpOnly, Secure, SameSite=Strict session cookie without Max-Age', async () => {
    const res = await signIn();
    expect(res.status).toBe(204);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^termlens_admin=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    cookie = cookieFrom(res);
    // Only the token's hash is stored.
    const [session] = await database.db.select().from(adminSessions);
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).not.toContain(session?.tokenHash ?? 'x');
    const me = await request('GET', '/api/admin/session');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ username: 'admin', role: 'admin' });
  });

  it('shows 0.0% conversion and 0 average coverage with no leads', async () => {
    const res = await request('GET', '/api/admin/stats');
    const stats = (await res.json()) as AdminStats;
    expect(stats).toMatchObject({
      total: 0,
      today: 0,
      marketingOptIns: 0,
      conversionPercent: 0,
      averageCoverage: 0,
    });
    expect(stats.perDay).toHaveLength(30);
    expect(stats.perDay.every((d) => d.count === 0)).toBe(true);
  });

  it('refuses cross-origin and non-JSON state-changing requests', async () => {
    const body = { status: 'verifying' };
    const crossOrigin = await request('PATCH', '/api/admin/data-requests/1', body, {
      Origin: 'https://evil.example',
    });
    expect(crossOrigin.status).toBe(403);
    // Behind a TLS-terminating proxy the browser says https:// for the same host.
    const proxied = await request('PATCH', '/api/admin/data-requests/999999', body, {
      Origin: 'https://localhost',
    });
    expect(proxied.status).toBe(404);
    const noOrigin = await app.request('/api/admin/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    expect(noOrigin.status).toBe(403);
    const form = await request('PATCH', '/api/admin/data-requests/1', 'status=verifying', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    const textSignIn = await app.request('/api/admin/session', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: ORIGIN },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    expect(textSignIn.status).toBe(415);
    const sameOriginNoHeader = await app.request('/api/admin/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ username: 'admin', password: 'wrong-password' }),
    });
    expect(sameOriginNoHeader.status).toBe(401);
    await database.db.delete(auditLog);
  });

  it('answers 400 with field messages for a malformed sign-in', async () => {
    const res = await app.request('/api/admin/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ username: '' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('Invalid request');
    expect(Object.keys(body.fields).sort()).toEqual(['password', 'username']);
  });

  it('lists leads newest first with pagination and prefix search', async () => {
    const base = Date.now() - 60_000;
    await database.db.insert(leads).values([
      lead({ createdAt: new Date(base), marketingOptIn: true }),
      lead({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'GRACE@navy.example',
        zipCode: '20001',
        coverageAmount: 1_000_000,
        createdAt: new Date(base + 1000),
      }),
      lead({
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'alan@example.org',
        zipCode: '30301',
        coverageAmount: null,
        createdAt: new Date(base + 2000),
      }),
    ]);
    const page1 = (await (await request('GET', '/api/admin/leads?pageSize=2')).json()) as LeadPage;
    expect(page1.total).toBe(3);
    expect(page1.items.map((l) => l.firstName)).toEqual(['Alan', 'Grace']);
    const page2 = (await (
      await request('GET', '/api/admin/leads?pageSize=2&page=2')
    ).json()) as LeadPage;
    expect(page2.items.map((l) => l.firstName)).toEqual(['Ada']);
    for (const [q, expected] of [
      ['grace@', ['Grace']],
      ['hop', ['Grace']],
      ['ada love', ['Ada']],
      ['303', ['Alan']],
      ['%', []],
    ] as const) {
      const res = (await (
        await request('GET', `/api/admin/leads?q=${encodeURIComponent(q)}`)
      ).json()) as LeadPage;
      expect(res.items.map((l) => l.firstName)).toEqual(expected);
    }
    expect((await request('GET', '/api/admin/leads?pageSize=1000')).status).toBe(400);
  });

  it('computes the metrics', async () => {
    const stats = (await (await request('GET', '/api/admin/stats')).json()) as AdminStats;
    expect(stats).toMatchObject({
      total: 3,
      today: 3,
      marketingOptIns: 1,
      conversionPercent: 33.3,
      averageCoverage: 750_000,
    });
    expect(stats.perDay.at(-1)?.count).toBe(3);
  });

  it('shows a lead with its consent evidence and audits the view', async () => {
    const [ada] = await database.db.select().from(leads).where(eq(leads.firstName, 'Ada'));
    if (!ada) throw new Error('no lead');
    await database.db.insert(leadConsents).values({
      leadId: ada.id,
      kind: 'marketing',
      granted: true,
      text: 'Email me offers',
      version: '2026-01',
      ip: '203.0.113.9',
      userAgent: 'test',
      pageUrl: 'https://termlens.example/apply',
    });
    const res = await request('GET', `/api/admin/leads/${ada.id}`);
    expect(res.status).toBe(200);
    const details = (await res.json()) as LeadDetails;
    expect(details).toMatchObject({
      email: 'ada@example.com',
      dateOfBirth: '1985-12-10',
      selectedQuote: null,
    });
    expect(details.consents).toEqual([
      expect.objectContaining({ kind: 'marketing', granted: true, text: 'Email me offers' }),
    ]);
    const views = await database.db.select().from(auditLog).where(eq(auditLog.action, 'lead.view'));
    expect(views.map((v) => v.detail)).toEqual([{ leadId: ada.id }]);
    expect((await request('GET', '/api/admin/leads/999999')).status).toBe(404);

    await database.db
      .update(leads)
      .set({
        selectedCompanyName: 'Summit Mutual',
        selectedMonthlyPremium: 45.67,
        selectedCoverageAmount: 500_000,
        selectedTermLength: 20,
        selectedAmBestRating: 'A++',
      })
      .where(eq(leads.id, ada.id));
    const picked = (await (
      await request('GET', `/api/admin/leads/${ada.id}`)
    ).json()) as LeadDetails;
    expect(picked.selectedQuote).toEqual({
      companyName: 'Summit Mutual',
      monthlyPremium: 45.67,
      coverageAmount: 500_000,
      termLength: 20,
      amBestRating: 'A++',
    });
  });

  it('exports the filtered leads as escaped CSV and audits the export', async () => {
    await database.db.insert(leads).values(
      lead({
        firstName: '=HYPERLINK("http://evil")',
        lastName: 'Smith, Jr.',
        email: 'formula@example.com',
        phone: '+1 555 0100',
        primaryConcern: 'say "hi"\nthere',
      }),
    );
    const res = await request('GET', '/api/admin/leads.csv?q=formula');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-/);
    const text = await res.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'id,firstName,lastName,email,phone,createdAt,coverageAmount,termLength,age,zipCode,smoker,primaryConcern,marketingOptIn,utm_source,utm_medium,utm_campaign,status,assignedTo,duplicateOfId',
    );
    expect(text).toContain(
      `"'=HYPERLINK(""http://evil"")","Smith, Jr.",formula@example.com,'+1 555 0100,`,
    );
    expect(text).toContain('"say ""hi""\nthere"');
    expect(text).not.toContain('ada@example.com');
    const all = await (await request('GET', '/api/admin/leads.csv')).text();
    expect(all.trim().split('\r\n')).toHaveLength(5);
    const exports = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'leads.export'));
    expect(exports.map((e) => e.detail)).toEqual([
      { rows: 1, filtered: true },
      { rows: 4, filtered: false },
    ]);
  });

  it('moves a data request through its statuses and refuses skipping ahead', async () => {
    const [row] = await database.db
      .insert(dataRequests)
      .values({
        requestId: 'DSR-1',
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        requestType: 'access',
        description: 'Send me my data',
        dueAt: new Date(Date.now() - 86_400_000),
      })
      .returning();
    if (!row) throw new Error('no request');
    const list = (await (await request('GET', '/api/admin/data-requests')).json()) as {
      requestId: string;
      overdue: boolean;
    }[];
    expect(list).toEqual([expect.objectContaining({ requestId: 'DSR-1', overdue: true })]);
    const path = `/api/admin/data-requests/${row.id}`;
    expect((await request('PATCH', path, { status: 'completed' })).status).toBe(409);
    expect((await request('PATCH', path, { status: 'verifying' })).status).toBe(204);
    expect((await request('PATCH', path, { status: 'in-progress' })).status).toBe(204);
    expect((await request('PATCH', path, { status: 'completed' })).status).toBe(204);
    expect((await request('PATCH', path, { status: 'nonsense' })).status).toBe(400);
    const [done] = await database.db.select().from(dataRequests).where(eq(dataRequests.id, row.id));
    expect(done?.status).toBe('completed');
    expect(done?.completedAt).toBeInstanceOf(Date);
  });

  it('erasure deletes exactly that person’s data and completes the request', async () => {
    const db = database.db;
    const [resource] = await db
      .insert(downloadResources)
      .values({ title: 'Guide', fileUrl: '/guide.pdf', fileType: 'PDF' })
      .returning();
    if (!resource) throw new Error('no resource');
    const target = 'erase.me@example.com';
    await db
      .insert(leads)
      .values([lead({ email: target }), lead({ email: 'Erase.Me@Example.com' })]);
    await db.insert(resourceDownloads).values([
      { resourceId: resource.id, email: target },
      { resourceId: resource.id, email: 'keep@example.com' },
    ]);
    await db.insert(emailCourseSubscribers).values([
      { email: target, firstName: 'Erase' },
      { email: 'keep@example.com', firstName: 'Keep' },
    ]);
    await db
      .insert(newsletterSubscribers)
      .values([{ email: target }, { email: 'keep@example.com' }]);
    const before = (await db.select().from(leads)).length;
    const [req] = await db
      .insert(dataRequests)
      .values({
        requestId: 'DSR-2',
        fullName: 'Erase Me',
        email: target,
        requestType: 'erasure',
        description: 'Delete me',
        dueAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    if (!req) throw new Error('no request');
    const res = await request('POST', `/api/admin/data-requests/${req.id}/fulfil-erasure`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      leads: 2,
      resourceDownloads: 1,
      emailCourseSubscriptions: 1,
      newsletterSubscriptions: 1,
    });
    expect((await db.select().from(leads)).length).toBe(before - 2);
    expect(await db.select().from(leads).where(sql`lower(${leads.email}) = ${target}`)).toEqual([]);
    expect((await db.select().from(resourceDownloads)).map((r) => r.email)).toEqual([
      'keep@example.com',
    ]);
    expect((await db.select().from(emailCourseSubscribers)).map((r) => r.email)).toEqual([
      'keep@example.com',
    ]);
    expect((await db.select().from(newsletterSubscribers)).map((r) => r.email)).toEqual([
      'keep@example.com',
    ]);
    const [done] = await db.select().from(dataRequests).where(eq(dataRequests.id, req.id));
    expect(done?.status).toBe('completed');
    expect(done?.resolution).toBe(
      'Erased: 2 leads, 0 consent records, 0 contact messages, 1 resource download, 1 email course subscription, 1 newsletter subscription, 0 pending emails cancelled, 0 sent emails blanked, 0 verification documents.',
    );
    const again = await request('POST', `/api/admin/data-requests/${req.id}/fulfil-erasure`, {});
    expect(again.status).toBe(409);
  });

  it('lists contact messages and the outbox', async () => {
    expect(await (await request('GET', '/api/admin/contact-messages')).json()).toEqual([]);
    expect(await (await request('GET', '/api/admin/outbox')).json()).toEqual([]);
  });

  it('refuses an idle session and an expired one', async () => {
    const db = database.db;
    const idle = cookieFrom(await signIn());
    const old = cookieFrom(await signIn());
    const sessions = await db.select().from(adminSessions).orderBy(adminSessions.id);
    const [idleRow, oldRow] = sessions.slice(-2);
    if (!idleRow || !oldRow) throw new Error('no sessions');
    await db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(adminSessions.id, idleRow.id));
    await db
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.id, oldRow.id));
    cookie = idle;
    expect((await request('GET', '/api/admin/leads')).status).toBe(401);
    cookie = old;
    expect((await request('GET', '/api/admin/leads')).status).toBe(401);
    // Fresh sessions expire after 12 hours and are refreshed by use.
    cookie = cookieFrom(await signIn());
    const [fresh] = await db.select().from(adminSessions).orderBy(sql`${adminSessions.id} desc`);
    const hours =
      ((fresh?.expiresAt.getTime() ?? 0) - (fresh?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(12, 1);
  });

  it('locks a username at one address out after 5 failures in 15 minutes, even with the right password', async () => {
    const db = database.db;
    await forgetSignIns();
    for (let i = 0; i < 5; i++) expect((await signIn(WRONG)).status).toBe(401);
    const locked = await signIn();
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await locked.json()) as { error: string }).error).toMatch(/Too many failed sign-ins/);
    const actions = (await db.select({ action: auditLog.action }).from(auditLog)).map(
      (r) => r.action,
    );
    expect(actions.filter((a) => a === 'admin.sign-in.failed')).toHaveLength(5);
    expect(actions).toContain('admin.sign-in.locked');
    // Failures older than the window no longer count.
    await db.update(rateLimits).set({ windowStartedAt: sql`now() - interval '16 minutes'` });
    expect((await signIn()).status).toBe(204);
    await forgetSignIns();
  });

  it('checks at most 5 of 20 parallel wrong guesses for one username from 20 addresses', async () => {
    await forgetSignIns();
    const responses = await wrongGuesses(addresses(20));
    const checked = statusCount(responses, 401);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statusCount(responses, 429)).toBe(20 - checked);
    expect(await failedSignIns()).toBe(checked);
    await forgetSignIns();
  });

  it('checks only 5 of 20 parallel wrong guesses from one address', async () => {
    await forgetSignIns();
    const responses = await wrongGuesses(Array(20).fill('203.0.113.9'));
    expect(statusCount(responses, 401)).toBe(5);
    expect(statusCount(responses, 429)).toBe(15);
    expect(await failedSignIns()).toBe(5);
    await forgetSignIns();
  });

  it('lets the admin in from a known address after a flood, and only delays a new address', async () => {
    const db = database.db;
    const home = '192.0.2.1';
    const elsewhere = '192.0.2.2';
    await forgetSignIns();
    expect((await signIn(PASSWORD, 'admin', home)).status).toBe(204);
    expect(statusCount(await wrongGuesses(addresses(20)), 401)).toBeLessThanOrEqual(5);
    // As if the flood had gone on for minutes: 12 checks, the last one just now.
    const usernameCounter = eq(rateLimits.key, 'sign-in-username:admin');
    await db
      .update(rateLimits)
      .set({ count: 12, windowStartedAt: sql`now()` })
      .where(usernameCounter);
    expect((await signIn(PASSWORD, 'admin', home)).status).toBe(204);
    // The 13th check waits 2^7 s after the 12th: a delay, not a 15-minute lock.
    const delayed = await signIn(PASSWORD, 'admin', elsewhere);
    expect(delayed.status).toBe(429);
    const retryAfter = Number(delayed.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(120);
    expect(retryAfter).toBeLessThanOrEqual(128);
    expect(await delayed.json()).toEqual({
      error: 'Too many failed sign-ins for this username. Try again in 3 minutes.',
      retryAfterSeconds: retryAfter,
    });
    const actions = (await db.select({ action: auditLog.action }).from(auditLog)).map(
      (r) => r.action,
    );
    expect(actions).toContain('admin.sign-in.delayed');
    await db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '130 seconds'` })
      .where(usernameCounter);
    expect((await signIn(PASSWORD, 'admin', elsewhere)).status).toBe(204);
    await forgetSignIns();
  });

  it('logs out: the session row goes and the cookie is cleared', async () => {
    const res = await request('DELETE', '/api/admin/session');
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^termlens_admin=;.*Max-Age=0/);
    expect((await request('GET', '/api/admin/session')).status).toBe(401);
  });

  it.runIf(testDb.databaseUrl)(
    'shares sessions and sign-in lockouts with a second API process on the same database',
    async () => {
      // A second, independent connection pool and app: another API process.
      const other = openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: '' });
      const otherApp = createApp({
        database: other,
        log: createLogger('silent'),
        addressOf: (c) => c.req.header('x-test-address') ?? null,
      });
      const onOther = (method: string, path: string, body?: unknown) =>
        otherApp.request(path, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(method === 'GET' ? {} : { Origin: ORIGIN }),
            Cookie: cookie,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      try {
        cookie = cookieFrom(await signIn());
        expect((await onOther('GET', '/api/admin/leads')).status).toBe(200);
        expect((await onOther('DELETE', '/api/admin/session')).status).toBe(204);
        expect((await request('GET', '/api/admin/leads')).status).toBe(401);

        await forgetSignIns();
        cookie = '';
        const wrong = { username: 'admin', password: WRONG };
        for (let i = 0; i < 5; i++) {
          const res =
            i % 2
              ? await signIn(wrong.password)
              : await onOther('POST', '/api/admin/session', wrong);
          expect(res.status).toBe(401);
        }
        expect(
          (await onOther('POST', '/api/admin/session', { ...wrong, password: PASSWORD })).status,
        ).toBe(429);
        expect((await signIn()).status).toBe(429);

        // Parallel guesses split between the processes still share one count.
        await forgetSignIns();
        const all = addresses(20);
        const responses = (
          await Promise.all([wrongGuesses(all.slice(0, 10)), wrongGuesses(all.slice(10), otherApp)])
        ).flat();
        expect(statusCount(responses, 401)).toBeLessThanOrEqual(5);
        expect(await failedSignIns()).toBe(statusCount(responses, 401));
      } finally {
        await forgetSignIns();
        await other.close();
      }
    },
  );

  it('creates the first admin with a printed password only when there is no user', async () => {
    const db = database.db;
    const printed: string[] = [];
    const print = (t: string) => printed.push(t);
    await ensureFirstAdmin(db, {}, createLogger('silent'), print);
    expect(printed).toEqual([]);
    await db.delete(users);
    await ensureFirstAdmin(db, {}, createLogger('silent'), print);
    const password = printed.join('').match(/password: (\S+)/)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await signIn(password)).status).toBe(204);
    await ensureFirstAdmin(db, {}, createLogger('silent'), print);
    expect(printed).toHaveLength(1);
  });
});
