import type { EstimateResponse } from '@termlens/contracts/health-check';
import type { QuotesResponse } from '@termlens/contracts/quotes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { appSettings, carriers } from '../db/schema';
import { seedDatabase } from '../db/seed/seed-database';
import { createLogger } from '../lib/logger';
import { defaultCarriers } from '../quotes/default-carriers';
import { defaultUnderwriting } from '../quotes/default-underwriting';
import { dumpEveryTable } from '../test/every-table';
import { postJson } from '../test/post-json';
import { testDatabases } from '../test/test-databases';

const databases = await testDatabases();

// Values no other request of these tests sends, so a trace of them anywhere is this one's.
const answers = {
  heightInches: 71,
  weightPounds: 263,
  systolic: 147,
  diastolic: 93,
  bloodPressureTreated: true,
  totalCholesterol: 287,
  hdlCholesterol: 41,
  nicotine: 'marijuana',
  nicotineLastUseMonths: 0,
  nicotineUsesPerMonth: 12,
  parentsDiedBefore60: 1,
  duiYearsAgo: 3,
  movingViolations: 2,
} as const;
const traces = [
  '263',
  '147/93',
  '"147"',
  '287',
  'marijuana',
  'weightpounds',
  'systolic',
  'nicotine',
];

describe.each(databases)('POST /api/quotes/estimate on $name', (testDb) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await testDb.open();
    await seedDatabase(database.db);
    app = createApp({ database, log: createLogger('debug', {}, (line) => lines.push(line)) });
  });
  afterAll(() => testDb.close());

  const estimate = (body: unknown) => postJson(app, '/api/quotes/estimate', body);
  const search = { age: 40, coverage: 500_000, term: 20, sex: 'male', excellentHealth: false };

  it.each([
    ['heightInches', 36, /Height must be between 4 ft 0 in and 7 ft 6 in/],
    ['heightInches', 70.5, /Height/],
    ['weightPounds', 20, /Weight must be between 70 and 600 lb/],
    ['systolic', 300, /top blood pressure number must be between 80 and 250/],
    ['diastolic', 20, /bottom blood pressure number must be between 40 and 150/],
    ['bloodPressureTreated', 'yes', /yes or no/],
    ['totalCholesterol', 2000, /Total cholesterol/],
    ['hdlCholesterol', 5, /HDL cholesterol/],
    ['nicotine', 'snuff', /listed kinds/],
    ['nicotineLastUseMonths', -1, /Months since last use/],
    ['nicotineUsesPerMonth', 90, /Times a month/],
    ['parentsDiedBefore60', 3, /0, 1 or 2/],
    ['duiYearsAgo', 11, /DUI/],
    ['movingViolations', 50, /Moving violations/],
    ['age', 33, /age must be one of/],
    ['term', '20', /term must be one of/],
  ])('rejects %s = %j with a message for that field', async (field, value, message) => {
    const res = await estimate({ ...search, [field]: value });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields[field]).toMatch(message);
    expect(Object.keys(body.fields)).toEqual([field]);
  });

  it('names both numbers of an impossible blood pressure, and a bottom above the top', async () => {
    let res = await estimate({ ...search, systolic: 300, diastolic: 20 });
    let body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['diastolic', 'systolic']);
    res = await estimate({ ...search, systolic: 120, diastolic: 130 });
    body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({
      diastolic: 'The bottom blood pressure number must be lower than the top one',
    });
    res = await estimate({ ...search, totalCholesterol: 150, hdlCholesterol: 150 });
    body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual(['hdlCholesterol']);
  });

  it('refuses a field it does not know, so nothing unexpected travels this way', async () => {
    const res = await estimate({ ...search, ssn: '123-45-6789' });
    expect(res.status).toBe(400);
  });

  it('answers today’s quotes exactly when no health question is answered', async () => {
    const query = '?age=40&coverage=500000&term=20&sex=male&excellentHealth=false';
    const today = (await (await app.request(`/api/quotes${query}`)).json()) as QuotesResponse;
    const res = await estimate(search);
    expect(res.status).toBe(200);
    const body = (await res.json()) as EstimateResponse;
    expect(body.declined).toEqual([]);
    expect(body.excluded).toEqual(today.excluded);
    expect(body.quotes.map(({ estimate: _, ...quote }) => quote)).toEqual(today.quotes);
    expect(body.quotes.every((q) => q.estimate.monthlyPremium === q.monthlyPremium)).toBe(true);
  });

  it('estimates every carrier’s class with reasons, and lists a decline apart', async () => {
    const res = await estimate({ ...search, ...answers });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as EstimateResponse;
    expect(body.quotes.length + body.declined.length + body.excluded.length).toBe(
      defaultCarriers.length,
    );
    expect(body.declined.map((d) => d.companyName)).toContain('Northgate Life');
    for (const quote of body.quotes) {
      expect(quote.estimate.reasons.length).toBeGreaterThan(0);
      expect(quote.estimate.monthlyPremium).toBeGreaterThan(quote.priceRange.minMonthly);
    }
    const prices = body.quotes.map((q) => q.estimate.monthlyPremium);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('writes no health value to the log, accepted or refused, and stores none', async () => {
    const before = await dumpEveryTable(database.db);
    lines.length = 0;
    expect((await estimate({ ...search, ...answers })).status).toBe(200);
    expect((await estimate({ ...search, ...answers, systolic: 300 })).status).toBe(400);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const { requestId: _id, time: _time, durationMs: _duration, ...rest } = JSON.parse(line);
      expect(rest).toMatchObject({ msg: 'request', method: 'POST', route: '/api/quotes/estimate' });
      const text = JSON.stringify(rest).toLowerCase();
      for (const trace of traces) expect(text).not.toContain(trace);
    }
    const after = await dumpEveryTable(database.db);
    // The only row that moves is the address's request count, which holds no answer.
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed).toEqual(['rate_limits']);
    for (const trace of traces) expect(after.rate_limits).not.toContain(trace);
  });

  it('seeds criteria into carriers seeded before them, leaving an operator’s own alone', async () => {
    const { db } = database;
    const own = { ...defaultUnderwriting['harborline-life'], movingViolations: [] };
    await db
      .update(carriers)
      .set({ underwriting: null })
      .where(eq(carriers.id, 'bluewater-assurance'));
    await db.update(carriers).set({ underwriting: own }).where(eq(carriers.id, 'summit-mutual'));
    await db.delete(appSettings).where(eq(appSettings.key, 'seed:carrier-underwriting:v1'));
    await seedDatabase(db);
    const rows = await db
      .select({ id: carriers.id, underwriting: carriers.underwriting })
      .from(carriers);
    const criteriaOf = (id: string) => rows.find((row) => row.id === id)?.underwriting;
    expect(criteriaOf('bluewater-assurance')).toEqual(defaultUnderwriting['bluewater-assurance']);
    expect(criteriaOf('summit-mutual')).toEqual(own);
  });
});
