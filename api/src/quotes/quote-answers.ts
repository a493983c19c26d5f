import type { QuotesResponse } from '@termlens/contracts/quotes';
import type { Database } from '../db/client';
import { encodeBody } from '../lib/content-encoding';
import { activeCarrierReader } from './active-carriers';
import { priceQuotes } from './price-quotes';
import type { QuoteInput } from './types';

// Measured with `pnpm bench:api`: after reading the carriers, pricing, JSON.stringify and
// compressing were most of the route's CPU, so each answer is made once.

// About 4 KB each, so at most 12 MB: every question the form can ask without a ZIP code (2,304)
// fits, so visitors going through them in turn never push out each other's answers.
const MAX_ANSWERS = 3_000;

/** One answer as JSON, plain and gzipped (about 4.3 KB and 0.9 KB), each made once. */
export interface QuoteAnswer {
  json: Uint8Array;
  gzip: Uint8Array;
}

/**
 * The answer to `GET /api/quotes`, priced and encoded once per question and kept while the active
 * carriers are unchanged. Pricing is pure (same input and carriers, same answer), so a kept
 * answer is always the one a fresh pricing would give.
 */
export function quoteAnswers({
  maxAnswers = MAX_ANSWERS,
  price = priceQuotes,
  activeCarriers = activeCarrierReader(),
} = {}) {
  let answersFingerprint = '';
  const answers = new Map<string, QuoteAnswer>();

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
