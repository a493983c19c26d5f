import { marketingConsent, phoneContactConsent } from '@termlens/contracts/consent-texts';
import { ageFromBirthDate, leadInput } from '@termlens/contracts/leads';
import type { TermLength } from '@termlens/contracts/quote-choices';
import type { VerifiedQuote } from '@termlens/contracts/quotes';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { takeLead } from '../leads/lead-intake';
import { KB, publicPost } from '../lib/public-post';
import { rateLimitRules } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { leadQuotesEmail } from '../mail/templates/lead-quotes-email';
import { activeCarrierReader } from '../quotes/active-carriers';
import { leadQuotes } from '../quotes/lead-quotes';
import { withQuoteDefaults } from '../quotes/quote-input';
import type { CarrierPricing } from '../quotes/types';
import { verifySelection } from '../quotes/verify-selection';
import { stateFromZip } from '../quotes/zip-to-state';

/**
 * `deliverToPartner`: a partner webhook is configured, so each new lead whose visitor agreed to
 * be contacted is queued for it.
 */
export function leadRoutes({ deliverToPartner = false } = {}) {
  const activeCarriers = activeCarrierReader();
  return new Hono<AppEnv>().post(
    '/',
    publicPost({ maxBytes: 16 * KB, rateLimit: rateLimitRules.leads }),
    validate('json', leadInput),
    async (c) => {
      const input = c.req.valid('json');
      const phone = input.phone || null;
      const evidence = {
        ip: c.get('clientAddress'),
        userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
        pageUrl: input.pageUrl ?? c.req.header('referer') ?? null,
      };
      // Derived here, never trusted from the client; the schema has checked the range.
      const age = ageFromBirthDate(input.dateOfBirth) as number;
      const { pricing } = await activeCarriers(c.get('db'));
      // The pick comes from /apply's link, which anyone can write: only what the engine
      // confirms is kept, and a pick that does not check out is dropped, not the lead.
      const verification = input.selectedQuote && verifySelection(input.selectedQuote, pricing);
      const picked = verification?.verified ? verification.quote : undefined;
      // The phone consent box is only shown when a phone number is given.
      const consents = [
        { kind: 'marketing', granted: input.marketingOptIn, ...marketingConsent },
        ...(phone
          ? [{ kind: 'phone-contact', granted: input.phoneContactConsent, ...phoneContactConsent }]
          : []),
      ];
      const id = await takeLead(c.get('db'), {
        lead: {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone,
          dateOfBirth: input.dateOfBirth,
          zipCode: input.zipCode,
          coverageAmount: input.coverageAmount ?? null,
          termLength: input.termLength ?? null,
          primaryConcern: input.primaryConcern ?? null,
          age,
          smoker: input.smoker,
          marketingOptIn: input.marketingOptIn,
          selectedCompanyName: picked?.companyName ?? null,
          selectedMonthlyPremium: picked?.monthlyPremium ?? null,
          selectedCoverageAmount: picked?.coverageAmount ?? null,
          selectedTermLength: picked?.termLength ?? null,
          selectedAmBestRating: picked?.amBestRating ?? null,
          utm_source: input.utm_source ?? null,
          utm_medium: input.utm_medium ?? null,
          utm_campaign: input.utm_campaign ?? null,
        },
        consents: consents.map((consent) => ({ ...consent, ...evidence })),
        email: {
          kind: 'lead-quotes',
          to: input.email,
          ...quotesEmail(input, age, pricing, picked),
        },
        deliverToPartner: deliverToPartner && phone !== null && input.phoneContactConsent,
      });
      return c.json({ id }, 201);
    },
  );
}

/**
 * The quotes the form promises, for the lead's own age, tobacco use and state: the coverage and
 * term it chose, else those of the quote it picked, else the compare tool's defaults.
 */
function quotesEmail(
  input: {
    firstName: string;
    zipCode: string;
    smoker: boolean;
    coverageAmount?: number;
    termLength?: number;
  },
  age: number,
  carriers: readonly CarrierPricing[],
  picked: VerifiedQuote | undefined,
) {
  const chosen = {
    coverage: input.coverageAmount ?? picked?.coverageAmount,
    // The schema has checked it is one of the terms.
    term: (input.termLength as TermLength | undefined) ?? picked?.termLength,
  };
  const profile = withQuoteDefaults({
    age,
    ...chosen,
    smoker: input.smoker,
    zipCode: input.zipCode,
  });
  const { quotes, pickedExcluded } = leadQuotes(profile, carriers, picked?.carrierId);
  return leadQuotesEmail({
    firstName: input.firstName,
    profile: {
      ...profile,
      state: stateFromZip(input.zipCode),
      assumed: [
        ...(chosen.coverage === undefined ? (['coverage'] as const) : []),
        ...(chosen.term === undefined ? (['term'] as const) : []),
      ],
    },
    quotes,
    pickedCarrierId: picked?.carrierId,
    pickedExcluded,
  });
}
