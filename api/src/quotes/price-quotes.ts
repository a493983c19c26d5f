import type { TableRating } from '@termlens/contracts/health-check-choices';
import type { HealthClass } from '@termlens/contracts/quote-choices';
import type { ExcludedCarrier, Quote, QuotesResponse } from '@termlens/contracts/quotes';
import { bandedAnnualPremium } from './coverage-bands';
import { ineligibilityReasons } from './eligibility';
import { assumedHealthClass, availableHealthClasses } from './health-class';
import {
  grossAnnualPremium,
  levelNetPremiumRate,
  monthlyFromAnnual,
  roundToCents,
} from './level-premium';
import type { MortalityModel } from './mortality';
import { fittedMortalityModel, policyYearDeathRates } from './mortality';
import { assertValidQuoteInput } from './quote-input';
import type { CarrierPricing, QuoteInput } from './types';
import { stateFromZip } from './zip-to-state';

export interface ClassPremium {
  healthClass: HealthClass;
  annualPremium: number;
  monthlyPremium: number;
}

// Each table of a table rating adds a quarter of the class's mortality, as carriers' tables do.
const TABLE_STEP = 0.25;

/**
 * A carrier's premium for one class, ignoring eligibility (callers check it first). A table
 * rating loads the class: Standard or Tobacco.
 */
export function carrierClassPremium(
  carrier: CarrierPricing,
  input: QuoteInput,
  healthClass: HealthClass,
  model: MortalityModel = fittedMortalityModel,
  tableRating: TableRating = 0,
): ClassPremium {
  const deathRates = policyYearDeathRates(model, {
    issueAge: input.age,
    term: input.term,
    sex: input.sex,
    tobacco: healthClass === 'Tobacco',
    multiplier:
      carrier.classMultipliers[healthClass] *
      carrier.mortalityFactor *
      (1 + TABLE_STEP * tableRating),
  });
  const netRate = levelNetPremiumRate(deathRates);
  const annual = bandedAnnualPremium(
    carrier.bandFactors,
    input.coverage,
    carrier.maxCoverage,
    (faceAmount, bandFactor) =>
      grossAnnualPremium({
        netRate,
        faceAmount,
        bandFactor,
        expenseLoad: carrier.expenseLoad,
        policyFee: carrier.policyFee,
      }),
  );
  const annualPremium = roundToCents(annual);
  return { healthClass, annualPremium, monthlyPremium: monthlyFromAnnual(annualPremium) };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Prices every eligible carrier for the input and lists the others with the reason. Pure and
 * deterministic: the same input and carriers always give the same result. Throws RangeError on
 * invalid input.
 */
export function priceQuotes(
  input: QuoteInput,
  carriers: readonly CarrierPricing[],
  model: MortalityModel = fittedMortalityModel,
): QuotesResponse {
  assertValidQuoteInput(input);
  const state = input.zipCode === undefined ? undefined : stateFromZip(input.zipCode);
  const assumedClass = assumedHealthClass(input);
  const classes = availableHealthClasses(input.smoker);

  const quotes: Quote[] = [];
  const excluded: ExcludedCarrier[] = [];
  for (const carrier of carriers) {
    const reasons = ineligibilityReasons(carrier, input, state);
    if (reasons.length > 0) {
      excluded.push({
        carrierId: carrier.id,
        companyName: carrier.companyName,
        reason: reasons.join('; '),
      });
      continue;
    }
    const premiums = classes.map((healthClass) =>
      carrierClassPremium(carrier, input, healthClass, model),
    );
    const assumed =
      premiums.find((p) => p.healthClass === assumedClass) ??
      carrierClassPremium(carrier, input, assumedClass, model);
    const monthlies = premiums.map((p) => p.monthlyPremium);
    quotes.push({
      id: `${carrier.id}-${input.term}y-${input.coverage}`,
      carrierId: carrier.id,
      companyName: carrier.companyName,
      amBestRating: carrier.amBestRating,
      features: [...carrier.features],
      applicationUrl: carrier.applicationUrl,
      coverageAmount: input.coverage,
      termLength: input.term,
      healthClass: assumedClass,
      monthlyPremium: assumed.monthlyPremium,
      annualPremium: assumed.annualPremium,
      priceRange: {
        minMonthly: Math.min(...monthlies),
        maxMonthly: Math.max(...monthlies),
        healthClasses: [...classes],
      },
    });
  }
  quotes.sort(
    (a, b) =>
      a.monthlyPremium - b.monthlyPremium ||
      compareText(a.companyName, b.companyName) ||
      compareText(a.carrierId, b.carrierId),
  );
  // The profile lets a visitor who left a field on 'Any' see what was priced in its place.
  return {
    profile: { age: input.age, coverage: input.coverage, term: input.term },
    quotes,
    excluded,
  };
}
