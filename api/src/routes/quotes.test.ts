import { gunzipSync } from 'node:zlib';
import type { QuotesResponse, QuoteVerification } from '@termlens/contracts/quotes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { carriers } from '../db/schema';
import { seedDatabase } from '../db/seed/seed-database';
import { createLogger } from '../lib/logger';
import { defaultCarriers } from '../quotes/default-carriers';
import { testDatabases } from '../test/test-databases';

const databases = await testDatabases();

describe.each(databases)('GET /api/quotes on $name', (testDb) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await testDb.open();
    await seedDatabase(database.db);
    app = createApp({ database, log: createLogger('silent') });
  });
  afterAll(() => testDb.close());

  const get = (query: string) => app.request(`/api/quotes${query}`);

  it.each([
    ['age', '33'],
    ['age', 'abc'],
    ['coverage', '300000'],
    ['term', '25'],
    ['zipCode', '1234'],
    ['zipCode', '12345-6789'],
    ['smoker', 'yes'],
    ['excellentHealth', '1'],
    ['sex', 'other'],
  ])('rejects %s=%s with a message for that field', async (field, value) => {
    const res = await get(`?${field}=${encodeURIComponent(value)}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('Invalid request');
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field]).toMatch(new RegExp(field));
  });

  it.each([
    '',
    '?age=25&coverage=250000&term=10',
    '?age=60&coverage=2000000&term=30&smoker=true&excellentHealth=false',
    '?zipCode=10001&sex=female&excellentHealth=true',
  ])('accepts %s', async (query) => {
    expect((await get(query)).status).toBe(200);
  });

  it('answers every active carrier as a quote or an exclusion, sorted by monthly premium', async () => {
    const res = await get('?age=35&coverage=500000&term=20&smoker=false&excellentHealth=true');
    const body = (await res.json()) as QuotesResponse;
    expect(body.quotes.length).toBeGreaterThan(0);
    expect(body.quotes.length + body.excluded.length).toBe(defaultCarriers.length);
    const monthly = body.quotes.map((q) => q.monthlyPremium);
    expect(monthly).toEqual([...monthly].sort((a, b) => a - b));
    for (const quote of body.quotes) {
      expect(quote).toMatchObject({
        id: expect.any(String),
        companyName: expect.any(String),
        amBestRating: expect.any(String),
        coverageAmount: 500_000,
        termLength: 20,
        healthClass: expect.any(String),
        features: expect.any(Array),
      });
      expect(quote.annualPremium).toBeGreaterThan(quote.monthlyPremium);
      expect(quote.priceRange.minMonthly).toBeLessThanOrEqual(quote.monthlyPremium);
      expect(quote.priceRange.maxMonthly).toBeGreaterThanOrEqual(quote.monthlyPremium);
    }
  });

  it('offers no 30-year term at age 60 and says why for every carrier', async () => {
    const body = (await (await get('?age=60&term=30')).json()) as QuotesResponse;
    expect(body.quotes).toEqual([]);
    expect(body.excluded).toHaveLength(defaultCarriers.length);
    for (const excluded of body.excluded) expect(excluded.reason).not.toBe('');
  });

  it('says which age, coverage and term it priced when the question left them out', async () => {
    const any = (await (await get('?smoker=true')).json()) as QuotesResponse;
    expect(any.profile).toEqual({ age: 35, coverage: 500_000, term: 20 });
    const asked = (await (await get('?age=60&coverage=750000&term=30')).json()) as QuotesResponse;
    expect(asked.profile).toEqual({ age: 60, coverage: 750_000, term: 30 });
    expect(asked.quotes).toEqual([]);
    const ageOnly = (await (await get('?age=45')).json()) as QuotesResponse;
    expect(ageOnly.profile).toEqual({ age: 45, coverage: 500_000, term: 20 });
  });

  it('names the health classes each price range spans', async () => {
    const smoker = (await (await get('?smoker=true')).json()) as QuotesResponse;
    for (const quote of smoker.quotes) expect(quote.priceRange.healthClasses).toEqual(['Tobacco']);
    const healthy = (await (await get('?excellentHealth=true')).json()) as QuotesResponse;
    for (const quote of healthy.quotes) {
      expect(quote.priceRange.healthClasses).toEqual([
        'Preferred Plus',
        'Preferred',
        'Standard Plus',
        'Standard',
      ]);
    }
  });

  it('gives the same answer to the same question', async () => {
    const query = '?age=45&coverage=1000000&term=20&smoker=true&zipCode=60601';
    const first = await (await get(query)).json();
    const second = await (await get(query)).json();
    expect(second).toEqual(first);
  });

  it('sends the same answer gzipped to a client that accepts it', async () => {
    const query = '?age=50&coverage=750000&term=15';
    const plain = await get(query);
    const gzipped = await app.request(`/api/quotes${query}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    for (const res of [plain, gzipped]) {
      expect(res.headers.get('Content-Type')).toBe('application/json');
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    }
    const unzipped = gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString();
    expect(JSON.parse(unzipped)).toEqual(await plain.json());
  });

  it('leaves out a carrier an operator deactivated', async () => {
    const carrierId = 'harborline-life';
    await database.db.update(carriers).set({ isActive: false }).where(eq(carriers.id, carrierId));
    // A new app, so the short carrier cache of the shared one does not hide the change.
    const fresh = createApp({ database, log: createLogger('silent') });
    const body = (await (await fresh.request('/api/quotes')).json()) as QuotesResponse;
    await database.db.update(carriers).set({ isActive: true }).where(eq(carriers.id, carrierId));
    const ids = [...body.quotes, ...body.excluded].map((q) => q.carrierId);
    expect(ids).toHaveLength(defaultCarriers.length - 1);
    expect(ids).not.toContain(carrierId);
  });

  describe('GET /api/quotes/verify', () => {
    const verify = async (query: string) => {
      const res = await app.request(`/api/quotes/verify?${query}`);
      return { status: res.status, body: (await res.json()) as QuoteVerification };
    };

    it('confirms a quote from a real result, link values as /compare writes them', async () => {
      const { quotes } = (await (
        await get('?age=45&coverage=750000&term=15&sex=male')
      ).json()) as QuotesResponse;
      expect(quotes.length).toBeGreaterThan(2);
      for (const quote of quotes) {
        const query = new URLSearchParams({
          company: quote.companyName,
          premium: quote.monthlyPremium.toFixed(2),
          coverage: String(quote.coverageAmount),
          rating: quote.amBestRating,
          term: String(quote.termLength),
        });
        const { status, body } = await verify(String(query));
        expect(status).toBe(200);
        expect(body).toEqual({
          verified: true,
          quote: {
            carrierId: quote.carrierId,
            companyName: quote.companyName,
            amBestRating: quote.amBestRating,
            monthlyPremium: quote.monthlyPremium,
            coverageAmount: 750_000,
            termLength: 15,
            annualPremium: expect.toBeOneOf([quote.annualPremium, null]),
          },
        });
      }
    });

    it('refuses the forged link, with or without a term and rating', async () => {
      const forged = 'company=Acme%20Fake%20Life&premium=1&coverage=9999999999';
      expect((await verify(forged)).status).toBe(400);
      expect(await verify(`${forged}&term=20&rating=A%2B`)).toEqual({
        status: 200,
        body: { verified: false, reason: 'No insurer of that name is quoted here' },
      });
    });

    it('refuses a real insurer at a price it never quotes', async () => {
      const { body } = await verify(
        'company=Summit%20Mutual&premium=42.50&coverage=500000&term=20&rating=A%2B%2B',
      );
      expect(body).toEqual({
        verified: false,
        reason: 'Summit Mutual quotes no such premium for this coverage and term',
      });
    });
  });
});
