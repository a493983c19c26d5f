import { MAX_VITALS_PER_BATCH, type WebVitalsSummary } from '@termlens/contracts/web-vitals';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAdminPassword } from '../admin/users';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { rateLimits, webVitals } from '../db/schema';
import { createLogger } from '../lib/logger';
import { rateLimitRules } from '../lib/rate-limit';
import { postJson } from '../test/post-json';
import { testDatabases } from '../test/test-databases';

const databases = await testDatabases();
const PASSWORD = 'a-long-test-password';

const lcp = (value: number, route = '/') => ({
  name: 'LCP',
  value,
  rating: value > 4000 ? 'poor' : value > 2500 ? 'needs-improvement' : 'good',
  route,
});

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe.each(databases)('web vitals routes on $name', (testDb) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let cookie = '';
  const stored = () => database.db.select().from(webVitals).orderBy(webVitals.id);

  beforeAll(async () => {
    database = await testDb.open();
    app = createApp({
      database,
      log: createLogger('silent'),
      addressOf: (c) => c.req.header('x-test-address') ?? null,
      sitePages: async () =>
        ['/', '/compare', '/blog/:slug'].map((path) => ({
          path,
          name: path,
          group: 'main' as const,
          title: path,
          description: '',
          keywords: [],
        })),
    });
    await setAdminPassword(database.db, 'admin', PASSWORD);
    const signIn = await app.request('/api/admin/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  });
  afterAll(() => testDb.close());
  beforeEach(async () => {
    await database.db.delete(webVitals);
    await database.db.delete(rateLimits);
  });

  it('stores a batch under the route pattern and answers 204', async () => {
    const res = await postJson(app, '/api/vitals', {
      metrics: [
        lcp(1234.5, '/blog/:slug'),
        { name: 'CLS', value: 0.12, rating: 'needs-improvement', route: '/blog/:slug' },
        { name: 'INP', value: 80, rating: 'good', route: '/compare' },
      ],
    });
    expect(res.status).toBe(204);
    expect(
      (await stored()).map(({ name, value, rating, route }) => ({ name, value, rating, route })),
    ).toEqual([
      { name: 'LCP', value: 1234.5, rating: 'good', route: '/blog/:slug' },
      { name: 'CLS', value: 0.12, rating: 'needs-improvement', route: '/blog/:slug' },
      { name: 'INP', value: 80, rating: 'good', route: '/compare' },
    ]);
  });

  it.each([
    ['a visited URL instead of its pattern', { metrics: [lcp(100, '/blog/my-first-post')] }],
    ['a query string', { metrics: [lcp(100, '/compare?zip=10001')] }],
    ['an unknown route', { metrics: [lcp(100, '/nowhere')] }],
    ['an unknown metric', { metrics: [{ ...lcp(100), name: 'FID' }] }],
    ['a negative value', { metrics: [{ ...lcp(100), value: -1 }] }],
    ['a value beyond any real page', { metrics: [lcp(10_000_000)] }],
    ['a layout shift beyond any real page', { metrics: [{ ...lcp(0), name: 'CLS', value: 1e6 }] }],
    ['a rating that contradicts the value', { metrics: [{ ...lcp(5000), rating: 'good' }] }],
    ['an empty batch', { metrics: [] }],
    [
      'too many samples',
      { metrics: Array.from({ length: MAX_VITALS_PER_BATCH + 1 }, () => lcp(1)) },
    ],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const res = await postJson(app, '/api/vitals', body);
    expect(res.status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses a text/plain body (415) and a body above 4 KB (413)', async () => {
    const body = { metrics: [lcp(100)] };
    expect(
      (await postJson(app, '/api/vitals', body, { 'Content-Type': 'text/plain;charset=UTF-8' }))
        .status,
    ).toBe(415);
    const big = await app.request('/api/vitals', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(4 * 1024 + 1) },
      body: 'x'.repeat(4 * 1024 + 1),
    });
    expect(big.status).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('limits each address with its own rule', async () => {
    const headers = { 'x-test-address': '203.0.113.9' };
    for (let i = 0; i < rateLimitRules.vitals.max; i++) {
      expect((await postJson(app, '/api/vitals', { metrics: [lcp(1)] }, headers)).status).toBe(204);
    }
    const limited = await postJson(app, '/api/vitals', { metrics: [lcp(1)] }, headers);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = { 'x-test-address': '203.0.113.10' };
    expect((await postJson(app, '/api/vitals', { metrics: [lcp(1)] }, other)).status).toBe(204);
  });

  it('prunes samples older than 30 days when new ones arrive', async () => {
    await database.db.insert(webVitals).values([
      { ...lcp(1), createdAt: daysAgo(31) },
      { ...lcp(2), createdAt: daysAgo(29) },
    ]);
    await postJson(app, '/api/vitals', { metrics: [lcp(3)] });
    expect((await stored()).map((r) => r.value)).toEqual([2, 3]);
  });

  const summary = async () => {
    const res = await app.request('/api/admin/web-vitals', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    return (await res.json()) as WebVitalsSummary;
  };

  it('answers the admin 401 without a session', async () => {
    const res = await app.request('/api/admin/web-vitals');
    expect(res.status).toBe(401);
  });

  it('gives the admin an empty summary before any sample', async () => {
    expect(await summary()).toEqual({ days: 7, rows: [] });
  });

  it('gives the admin the p75 and sample count per route and metric over 7 days', async () => {
    // 1..100 ms: percentile_cont(0.75) interpolates to 75.25.
    await database.db
      .insert(webVitals)
      .values(Array.from({ length: 100 }, (_, i) => ({ ...lcp(i + 1), createdAt: daysAgo(6) })));
    await database.db.insert(webVitals).values([
      { ...lcp(9000), rating: 'poor', createdAt: daysAgo(8) },
      { name: 'CLS', value: 0.3, rating: 'poor', route: '/compare' },
      { name: 'CLS', value: 0.1, rating: 'good', route: '/compare' },
    ]);
    expect(await summary()).toEqual({
      days: 7,
      rows: [
        { route: '/', name: 'LCP', p75: 75.25, samples: 100 },
        { route: '/compare', name: 'CLS', p75: expect.closeTo(0.25, 6), samples: 2 },
      ],
    });
  });

  it('keeps the summary to the last 7 days', async () => {
    await database.db.insert(webVitals).values({ ...lcp(1), createdAt: daysAgo(7.01) });
    expect((await summary()).rows).toEqual([]);
    await database.db.execute(sql`update ${webVitals} set created_at = now() - interval '6 days'`);
    expect((await summary()).rows).toHaveLength(1);
  });
});
