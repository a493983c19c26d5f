import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAdminPassword } from '../admin/users';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { contactMessages, rateLimits } from '../db/schema';
import { testDatabases } from '../test/test-databases';
import { clientAddress } from './client-info';
import { createLogger } from './logger';
import { hitRateLimit, hitThrottle, PRUNE_EVERY, rateLimitRules } from './rate-limit';

const databases = await testDatabases();
const siteUrl = 'https://termlens.example';
const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question.' };

describe.each(databases)('public POST guard on $name', (testDb) => {
  let database: DatabaseHandle;
  // Tests choose the caller's address with a header only this test app reads.
  const appFor = () =>
    createApp({
      database,
      log: createLogger('silent'),
      siteUrl,
      addressOf: (c) => c.req.header('x-test-address') ?? null,
    });
  let app: ReturnType<typeof createApp>;
  const post = (path: string, body: string, headers: Record<string, string> = {}, on = app) =>
    on.request(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
        ...headers,
      },
      body,
    });

  beforeAll(async () => {
    database = await testDb.open();
    app = appFor();
  });
  afterAll(() => testDb.close());
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(contactMessages);
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await post('/api/leads', '{}', { 'Content-Type': type });
      expect(res.status).toBe(415);
    }
    expect(
      (await post('/api/contact', '{}', { 'Content-Type': 'application/json; charset=utf-8' }))
        .status,
    ).toBe(400);
  });

  it('answers 411 without a Content-Length and 413 above the route limit', async () => {
    const res = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: '{}',
    });
    expect(res.status).toBe(411);
    const big = JSON.stringify({ ...contact, message: 'x'.repeat(17 * 1024) });
    expect((await post('/api/contact', big)).status).toBe(413);
    expect(
      (await post('/api/data-requests', '{}', { 'Content-Length': String(16 * 1024 * 1024) }))
        .status,
    ).toBe(413);
    expect(await database.db.select().from(contactMessages)).toEqual([]);
  });

  it('refuses other origins and cross-site fetches with 403, accepts its own', async () => {
    const body = JSON.stringify(contact);
    expect((await post('/api/contact', body, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('/api/contact', body, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect(
      (await post('/api/contact', body, { Origin: siteUrl, 'Sec-Fetch-Site': 'same-origin' }))
        .status,
    ).toBe(201);
    expect((await post('/api/contact', body, { Origin: 'http://localhost' })).status).toBe(201);
  });

  it('limits each address, answers 429 with Retry-After, and keeps other addresses free', async () => {
    const body = JSON.stringify(contact);
    const max = rateLimitRules.contact.max;
    for (let i = 0; i < max; i++) {
      expect((await post('/api/contact', body, { 'x-test-address': '203.0.113.7' })).status).toBe(
        201,
      );
    }
    const limited = await post('/api/contact', body, { 'x-test-address': '203.0.113.7' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await limited.json()).toEqual({ error: 'Too many requests, please try again later' });
    expect((await post('/api/contact', body, { 'x-test-address': '203.0.113.8' })).status).toBe(
      201,
    );
    expect(await database.db.select().from(contactMessages)).toHaveLength(max + 1);
  });

  it('counts globally: a second app on the same database sees the first one’s hits', async () => {
    const other = appFor();
    const body = '{}';
    const headers = { 'x-test-address': '198.51.100.1' };
    for (let i = 0; i < rateLimitRules.leads.max; i++) {
      const on = i % 2 === 0 ? app : other;
      expect((await post('/api/leads', body, headers, on)).status).toBe(400);
    }
    expect((await post('/api/leads', body, headers, other)).status).toBe(429);
  });

  it('starts a new window once the old one has expired', async () => {
    const headers = { 'x-test-address': '198.51.100.2' };
    for (let i = 0; i <= rateLimitRules.leads.max; i++) await post('/api/leads', '{}', headers);
    expect((await post('/api/leads', '{}', headers)).status).toBe(429);
    await database.db
      .update(rateLimits)
      .set({ windowStartedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(rateLimits.key, 'leads:198.51.100.2'));
    expect((await post('/api/leads', '{}', headers)).status).toBe(400);
  });

  it('counts concurrent hits exactly', async () => {
    const headers = { 'x-test-address': '198.51.100.3' };
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await post('/api/leads', '{}', headers)).status),
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(rateLimitRules.leads.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - rateLimitRules.leads.max);
  });

  it('limits sign-in per address with 429 and Retry-After, unless rate limits are off', async () => {
    const password = 'a long test password';
    await setAdminPassword(database.db, 'admin', password);
    const signIn = (address: string, on = app) =>
      on.request('/api/admin/session', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: 'http://localhost',
          'x-test-address': address,
        },
        body: JSON.stringify({ username: 'admin', password }),
      });
    const { max, windowSeconds } = rateLimitRules.signIn;
    // Each sign-in hashes a password (slow by design): the first hits are counted directly.
    for (let i = 0; i < max - 1; i++) {
      await hitRateLimit(database.db, rateLimitRules.signIn, '203.0.113.20');
    }
    expect((await signIn('203.0.113.20')).status).toBe(204);
    const limited = await signIn('203.0.113.20');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(windowSeconds - 60);
    expect(await limited.json()).toEqual({ error: 'Too many requests, please try again later' });
    expect((await signIn('203.0.113.21')).status).toBe(204);
    // RATE_LIMITS=off turns this limit off too, as the README says.
    const unlimited = createApp({
      database,
      log: createLogger('silent'),
      rateLimits: false,
      addressOf: (c) => c.req.header('x-test-address') ?? null,
    });
    expect((await signIn('203.0.113.20', unlimited)).status).toBe(204);
  }, 60_000);

  it('passes a throttle’s free hits at once, then one per doubling delay, refused ones uncounted', async () => {
    const rule = {
      name: 'test-throttle',
      free: 2,
      firstDelaySeconds: 10,
      maxDelaySeconds: 40,
      windowSeconds: 600,
    };
    const hit = () => hitThrottle(database.db, rule, 'x');
    const hits = (n: number) => Promise.all(Array.from({ length: n }, hit));
    const passing = async (n: number) => (await hits(n)).filter((r) => r.allowed).length;
    const age = (seconds: number) =>
      database.db
        .update(rateLimits)
        .set({
          windowStartedAt: sql`${rateLimits.windowStartedAt} - make_interval(secs => ${seconds})`,
        })
        .where(eq(rateLimits.key, 'test-throttle:x'));
    expect(await passing(10)).toBe(2);
    for (const delay of [10, 20, 40, 40]) {
      const [refused] = await hits(1);
      expect(refused?.allowed).toBe(false);
      expect(refused?.retryAfter).toBeGreaterThan(delay - 2);
      expect(refused?.retryAfter).toBeLessThanOrEqual(delay);
      await age(delay);
      expect(await passing(5)).toBe(1);
    }
    // A window without a passing hit ends the run: the free hits are back.
    await age(rule.windowSeconds);
    expect(await passing(5)).toBe(2);
  });

  it('prunes expired counters while counting, and keeps the live ones', async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await database.db.insert(rateLimits).values([
      { key: 'leads:192.0.2.1', count: 4, windowStartedAt: hoursAgo(2) },
      { key: 'data-requests:192.0.2.2', count: 1, windowStartedAt: hoursAgo(0.5) },
    ]);
    for (let i = 0; i < PRUNE_EVERY; i++) {
      await hitRateLimit(database.db, rateLimitRules.leads, '192.0.2.3');
    }
    const keys = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys.map((r) => r.key).sort()).toEqual(['data-requests:192.0.2.2', 'leads:192.0.2.3']);
  });
});

describe('clientAddress', () => {
  const addressApp = (trustProxy: boolean) =>
    new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy) ?? 'none'));
  const xff = { 'X-Forwarded-For': '6.6.6.6, 192.0.2.10' };

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    expect(await (await addressApp(false).request('/', { headers: xff })).text()).toBe('none');
  });

  it('takes only the last hop, the one the trusted proxy appended', async () => {
    expect(await (await addressApp(true).request('/', { headers: xff })).text()).toBe('192.0.2.10');
  });
});
