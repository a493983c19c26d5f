import type { QuotesResponse } from '@termlens/contracts/quotes';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carriers } from '../db/schema';
import { encodeBody } from '../lib/content-encoding';
import { priceQuotes } from './price-quotes';
import type { CarrierPricing, QuoteInput } from './types';

// Measured with `pnpm bench:api`: reading carriers costs far more than pricing them, and pricing,
// JSON.stringify and compressing were most of the route's CPU. A carrier edit shows within this long.
const CARRIER_TTL_MS = 5_000;
// About 4 KB each, so at most 12 MB: every question the form can ask without a ZIP code (2,304)
// fits, so visitors going through them in turn never push out each other's answers.
const MAX_ANSWERS = 3_000;

/** One answer as JSON, plain and gzipped (about 4.3 KB and 0.9 KB), each made once. */
export interface QuoteAnswer {
  json: Uint8Array;
  gzip: Uint8Array;
}

interface ActiveCarriers {
  pricing: CarrierPricing[];
  /** the rows as read, so an unchanged re-read keeps the priced answers */
  fingerprint: string;
}

/** Active carriers in a stable order, so the same input always prices the same list. */
async function readActiveCarriers(db: Database): Promise<ActiveCarriers> {
  const rows = await db
    .select({ pricing: carriers.pricing })
    .from(carriers)
    .where(eq(carriers.isActive, true))
    .orderBy(carriers.id);
  // The pricing column holds a whole CarrierPricing, written by the seed or an operator.
  const pricing = rows.map((row) => row.pricing as unknown as CarrierPricing);
  return { pricing, fingerprint: JSON.stringify(pricing) };
}

/**
 * The answer to `GET /api/quotes`, priced and encoded once per question and kept while the active
 * carriers are unchanged. Pricing is pure (same input and carriers, same answer), so a kept
 * answer is always the one a fresh pricing would give.
 */
export function quoteAnswers({ maxAnswers = MAX_ANSWERS, price = priceQuotes } = {}) {
  let carriersRead: { carriers: Promise<ActiveCarriers>; until: number } | undefined;
  let answersFingerprint = '';
  const answers = new Map<string, QuoteAnswer>();

  const activeCarriers = (db: Database) => {
    if (!carriersRead || carriersRead.until < Date.now()) {
      const read = readActiveCarriers(db);
      // A failed read must not stay cached.
      read.catch(() => {
        carriersRead = undefined;
      });
      carriersRead = { carriers: read, until: Date.now() + CARRIER_TTL_MS };
    }
    return carriersRead.carriers;
  };

  return async function answer(db: Database, input: QuoteInput): Promise<QuoteAnswer> {
    const { pricing, fingerprint } = await activeCarriers(db);
    if (fingerprint !== answersFingerprint) {
      answers.clear();
      answersFingerprint = fingerprint;
    }
    // withQuoteDefaults builds every input with its keys in one order, so equal questions match.
    const question = JSON.stringify(input);
    let kept = answers.get(question);
    if (kept === undefined) {
      const body: QuotesResponse = price(input, pricing);
      const json = Buffer.from(JSON.stringify(body));
      kept = { json, gzip: encodeBody(json, 'gzip') };
      // Oldest first out: a Map iterates in insertion order.
      if (answers.size >= maxAnswers) answers.delete(answers.keys().next().value as string);
      answers.set(question, kept);
    }
    return kept;
  };
}
