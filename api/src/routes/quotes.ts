import { type EstimateResponse, estimateRequestSchema } from '@termlens/contracts/health-check';
import {
  type QuoteVerification,
  quoteQuerySchema,
  quoteVerifyQuery,
} from '@termlens/contracts/quotes';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { preferredEncoding } from '../lib/content-encoding';
import { KB, publicPost } from '../lib/public-post';
import { rateLimitRules } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { activeCarrierReader } from '../quotes/active-carriers';
import { estimateQuotes } from '../quotes/estimate-quotes';
import { quoteAnswers } from '../quotes/quote-answers';
import { withQuoteDefaults } from '../quotes/quote-input';
import { verifySelection } from '../quotes/verify-selection';

export function quoteRoutes() {
  const activeCarriers = activeCarrierReader();
  const answer = quoteAnswers({ activeCarriers });
  return (
    new Hono<AppEnv>()
      .get('/', validate('query', quoteQuerySchema), async (c) => {
        const input = withQuoteDefaults(c.req.valid('query'));
        // The quotes sorted by monthly premium (ties by company name), encoded once per question.
        const { json, gzip } = await answer(c.var.db, input);
        const headers = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
        if (preferredEncoding(c.req.header('Accept-Encoding') ?? '', ['gzip'])) {
          // The site's compress() leaves a response that already has a Content-Encoding alone.
          return c.body(gzip as Uint8Array<ArrayBuffer>, 200, {
            ...headers,
            'Content-Encoding': 'gzip',
          });
        }
        return c.body(json as Uint8Array<ArrayBuffer>, 200, headers);
      })
      // The health answers come in a POST body so they never reach a URL, a proxy's or this
      // server's access log, or a cache. They are priced and forgotten: nothing here stores them,
      // logs them or keeps the answer.
      .post(
        '/estimate',
        publicPost({ maxBytes: 2 * KB, rateLimit: rateLimitRules.estimates }),
        validate('json', estimateRequestSchema),
        async (c) => {
          const { age, coverage, term, zipCode, smoker, excellentHealth, sex, ...answers } =
            c.req.valid('json');
          const input = withQuoteDefaults({
            age,
            coverage,
            term,
            zipCode,
            smoker,
            excellentHealth,
            sex,
          });
          const { pricing, underwriting } = await activeCarriers(c.var.db);
          return c.json<EstimateResponse>(
            estimateQuotes(input, answers, pricing, underwriting),
            200,
            {
              'Cache-Control': 'no-store',
            },
          );
        },
      )
      .get('/verify', validate('query', quoteVerifyQuery), async (c) => {
        const { pricing } = await activeCarriers(c.var.db);
        return c.json<QuoteVerification>(verifySelection(c.req.valid('query'), pricing));
      })
  );
}
