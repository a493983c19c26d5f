import type { ExcludedCarrier, Quote } from '@termlens/contracts/quotes';
import { sampleInsurersNotice } from '@termlens/contracts/sample-insurers';
import { formatDollars } from '../../quotes/eligibility';
import { renderEmail } from '../render-email';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export interface LeadQuotesEmailInput {
  firstName: string;
  /** the profile the quotes were priced for */
  profile: {
    age: number;
    coverage: number;
    term: number;
    smoker: boolean;
    /** USPS code from the ZIP, when it has one */
    state?: string;
    /** the lead left the amount or the term open, so the usual one was quoted */
    assumed: ('coverage' | 'term')[];
  };
  quotes: Quote[];
  pickedCarrierId?: string;
  pickedExcluded?: ExcludedCarrier;
}

/**
 * The personalized quotes a lead asked for, sent in reply to the lead form. Transactional: the
 * visitor asked for exactly this, so it carries no unsubscribe link, as the confirmation it
 * replaces did not.
 */
export function leadQuotesEmail(input: LeadQuotesEmailInput) {
  const { profile, quotes } = input;
  const where = profile.state ? ` in ${profile.state}` : '';
  const who = `a ${profile.age}-year-old ${profile.smoker ? 'tobacco user' : 'non-smoker'}${where}`;
  const policy = `${formatDollars(profile.coverage)} of coverage for ${profile.term} years`;
  const assumed = profile.assumed.length
    ? ` You left the ${profile.assumed.join(' and the ')} open, so we quoted the amounts most visitors choose.`
    : '';
  const quoteLines = quotes.map((quote, index) => {
    const picked = quote.carrierId === input.pickedCarrierId ? ', the insurer you picked' : '';
    return {
      insurer: quote.companyName,
      text:
        `${index + 1}. ${quote.companyName}${picked} (AM Best ${quote.amBestRating}): ` +
        `${usd.format(quote.monthlyPremium)} a month, or ${usd.format(quote.annualPremium)} a year paid annually. ` +
        `Features: ${quote.features.join('; ')}.`,
    };
  });
  const healthClass = quotes[0]?.healthClass;
  // The picked price was for the profile searched on /compare; these are for the lead's own.
  const listed =
    quotes[0]?.carrierId === input.pickedCarrierId
      ? `Here is the insurer you picked, then the best-priced others, for ${policy}, for ${who}. Prices are for your own age, so they may differ from what the comparison showed.`
      : `Here are the best-priced quotes for ${policy}, for ${who}.`;
  return renderEmail({
    subject: 'Your personalized term life quotes from TermLens',
    greeting: `Hi ${input.firstName},`,
    preheader: `Quotes for ${policy}.`,
    paragraphs: [
      quotes.length > 0
        ? `Thank you for your interest. ${listed}${assumed}`
        : `Thank you for your interest. None of the insurers we compare offers ${policy} to ${who}.${assumed} Reply to this email and we will help you find other options.`,
      ...(input.pickedExcluded
        ? [
            `${input.pickedExcluded.companyName}, the insurer you picked, does not offer this policy: ${input.pickedExcluded.reason}.`,
          ]
        : []),
      ...quoteLines,
      ...(healthClass
        ? [
            `Prices assume the ${healthClass} health class. The insurer sets your final price after underwriting.`,
          ]
        : []),
      // The same words as the results page: the email claims no more than the site does.
      sampleInsurersNotice,
      'These prices are illustrative estimates, not offers of insurance.',
      'TermLens',
    ],
  });
}
