import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { carriers } from '../db/schema';
import { seedDatabase } from '../db/seed/seed-database';
import { priceQuotes } from './price-quotes';
import { quoteAnswers } from './quote-answers';
import { withQuoteDefaults } from './quote-input';

describe('quoteAnswers', () => {
  // The cache is the same on either database: PGlite is enough here.
  let database: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    database = openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(database);
    db = database.db;
    await seedDatabase(db);
  });
  afterAll(() => database.close());

  const question = (age: number) => withQuoteDefaults({ age });

  it('prices a question once and answers the same text again', async () => {
    const price = vi.fn(priceQuotes);
    const answer = quoteAnswers({ price });
    const first = await answer(db, question(35));
    expect(await answer(db, question(35))).toBe(first);
    expect(price).toHaveBeenCalledTimes(1);
    const priced = priceQuotes(question(35), price.mock.calls[0]?.[1] ?? []);
    expect(JSON.parse(Buffer.from(first.json).toString())).toEqual(priced);
    expect(JSON.parse(gunzipSync(first.gzip).toString())).toEqual(priced);
  });

  it('lets the oldest answer go once it keeps as many as it may', async () => {
    const price = vi.fn(priceQuotes);
    const answer = quoteAnswers({ price, maxAnswers: 2 });
    await answer(db, question(25));
    await answer(db, question(30));
    await answer(db, question(35));
    await answer(db, question(30));
    expect(price).toHaveBeenCalledTimes(3);
    await answer(db, question(25));
    expect(price).toHaveBeenCalledTimes(4);
  });

  it('prices afresh once it has re-read carriers that changed, not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const carrierId = 'harborline-life';
    const [row] = await db.select().from(carriers).where(eq(carriers.id, carrierId));
    if (!row) throw new Error(`no seeded carrier ${carrierId}`);
    try {
      const answer = quoteAnswers();
      const before = await answer(db, question(40));
      const pricing = row.pricing as { policyFee: number };
      await db
        .update(carriers)
        .set({ pricing: { ...pricing, policyFee: pricing.policyFee + 120 } })
        .where(eq(carriers.id, carrierId));
      expect(await answer(db, question(40))).toBe(before);
      vi.advanceTimersByTime(5_001);
      const after = await answer(db, question(40));
      expect(after).not.toEqual(before);
      expect(after).toEqual(await quoteAnswers()(db, question(40)));
    } finally {
      await db.update(carriers).set({ pricing: row.pricing }).where(eq(carriers.id, carrierId));
      vi.useRealTimers();
    }
  });
});
