import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { type QuotesResponse, quoteQuerySchema } from '../contracts/quotes';
import type { Database } from '../db/client';
import { carriers } from '../db/schema';
import { validate } from '../lib/validate';
import { priceQuotes } from '../quotes/price-quotes';
import { withQuoteDefaults } from '../quotes/quote-input';
import type { CarrierPricing } from '../quotes/types';

/** Active carriers in a stable order, so the same input always prices the same list. */
async function activeCarriers(db: Database): Promise<CarrierPricing[]> {
  const rows = await db
    .select({ pricing: carriers.pricing })
    .from(carriers)
    .where(eq(carriers.isActive, true))
    .orderBy(carriers.id);
  // The pricing column holds a whole CarrierPricing, written by the seed or an operator.
  return rows.map((row) => row.pricing as unknown as CarrierPricing);
}

// Measured with `pnpm bench`: reading carriers costs far more than pricing them (about 0.2 ms),
// and on PGlite caching them raises throughput several times. A carrier edit shows within
// this many milliseconds.
const CARRIER_CACHE_MS = 5_000;

export function quoteRoutes() {
  let cached: { carriers: Promise<CarrierPricing[]>; until: number } | undefined;
  const carriersFor = (db: Database) => {
    if (!cached || cached.until < Date.now()) {
      const carriers = activeCarriers(db);
      // A failed read must not stay cached.
      carriers.catch(() => {
        cached = undefined;
      });
      cached = { carriers, until: Date.now() + CARRIER_CACHE_MS };
    }
    return cached.carriers;
  };

  return new Hono<AppEnv>().get('/', validate('query', quoteQuerySchema), async (c) => {
    const input = withQuoteDefaults(c.req.valid('query'));
    // priceQuotes answers the quotes sorted by monthly premium, ties by company name.
    const body: QuotesResponse = priceQuotes(input, await carriersFor(c.var.db));
    return c.json(body);
  });
}
