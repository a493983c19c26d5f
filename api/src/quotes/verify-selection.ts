import {
  ageChoices,
  coverageChoices,
  healthClasses,
  sexChoices,
} from '@termlens/contracts/quote-choices';
import type { QuoteSelection, QuoteVerification } from '@termlens/contracts/quotes';
import { ineligibilityReasons } from './eligibility';
import { carrierClassPremium } from './price-quotes';
import { isTermLength } from './quote-input';
import type { CarrierPricing } from './types';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Checks a quote as /apply's link names it against the engine. The visitor's age, sex and health
 * are not in the link, so the premium passes when the carrier quotes it for that coverage and
 * term at one of the ages the compare tool asks about, for either sex or the blended basis, in
 * any health class. Pure: the same selection and carriers always give the same answer.
 */
export function verifySelection(
  selection: QuoteSelection,
  carriers: readonly CarrierPricing[],
): QuoteVerification {
  const carrier = carriers.find((c) => c.companyName === selection.companyName);
  if (!carrier) return refused('No insurer of that name is quoted here');
  if (carrier.amBestRating !== selection.amBestRating) {
    return refused(`${carrier.companyName} is rated ${carrier.amBestRating} by AM Best`);
  }
  const { coverageAmount: coverage, termLength: term } = selection;
  if (!isTermLength(term)) return refused('Not a term the compare tool quotes');
  if (!(coverageChoices as readonly number[]).includes(coverage)) {
    return refused('Not a coverage amount the compare tool quotes');
  }
  const ages = ageChoices.filter(
    (age) => ineligibilityReasons(carrier, { age, coverage, term }, undefined).length === 0,
  );
  if (ages.length === 0) {
    return refused(`${carrier.companyName} does not offer this coverage and term`);
  }
  const annuals = new Set<number>();
  for (const age of ages) {
    for (const sex of [undefined, ...sexChoices]) {
      for (const healthClass of healthClasses) {
        const input = { age, coverage, term, sex, smoker: false, excellentHealth: false };
        const premium = carrierClassPremium(carrier, input, healthClass);
        if (cents(premium.monthlyPremium) === cents(selection.monthlyPremium)) {
          annuals.add(premium.annualPremium);
        }
      }
    }
  }
  const [annualPremium, ...others] = annuals;
  if (annualPremium === undefined) {
    return refused(`${carrier.companyName} quotes no such premium for this coverage and term`);
  }
  return {
    verified: true,
    quote: {
      carrierId: carrier.id,
      companyName: carrier.companyName,
      amBestRating: carrier.amBestRating,
      monthlyPremium: cents(selection.monthlyPremium) / 100,
      coverageAmount: coverage,
      termLength: term,
      annualPremium: others.length === 0 ? annualPremium : null,
    },
  };
}

const refused = (reason: string): QuoteVerification => ({ verified: false, reason });
