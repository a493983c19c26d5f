import type {
  ClassEstimate,
  EstimatedQuote,
  EstimateResponse,
  HealthAnswers,
} from '@termlens/contracts/health-check';
import type { TableRating } from '@termlens/contracts/health-check-choices';
import type { HealthClass } from '@termlens/contracts/quote-choices';
import type { ExcludedCarrier, Quote } from '@termlens/contracts/quotes';
import { type ClassVerdict, estimateClass } from './estimate-class';
import type { MortalityModel } from './mortality';
import { fittedMortalityModel } from './mortality';
import { carrierClassPremium, priceQuotes } from './price-quotes';
import type { CarrierPricing, QuoteInput } from './types';
import type { UnderwritingCriteria } from './underwriting-criteria';

/** True when the visitor answered at least one health question. */
export function hasHealthAnswers(answers: HealthAnswers): boolean {
  return Object.values(answers).some((value) => value !== undefined);
}

/** Why the search's own class is what it is, before any health answer. */
function searchReasons(input: QuoteInput): string[] {
  if (input.smoker)
    return ['You searched as a tobacco user, so this insurer charges tobacco rates'];
  if (!input.excellentHealth) {
    return [
      'Priced at Standard Plus, the class most applicants get, until you answer the health questions',
    ];
  }
  return [];
}

function searchEstimate(quote: Quote, reasons: string[]): ClassEstimate {
  return {
    healthClass: quote.healthClass,
    tableRating: 0,
    monthlyPremium: quote.monthlyPremium,
    annualPremium: quote.annualPremium,
    reasons,
  };
}

/** Classes 0-3 are the non-smoker classes; 4 and 5 are Table 2 and Table 4 on top of Standard. */
function pricedClass(verdict: Extract<ClassVerdict, { declined: false }>): {
  healthClass: HealthClass;
  tableRating: TableRating;
} {
  const tableRating: TableRating = verdict.rung === 4 ? 2 : verdict.rung === 5 ? 4 : 0;
  if (verdict.tobacco) return { healthClass: 'Tobacco', tableRating };
  const nonSmoker: HealthClass[] = ['Preferred Plus', 'Preferred', 'Standard Plus', 'Standard'];
  return { healthClass: nonSmoker[Math.min(verdict.rung, 3)] ?? 'Standard', tableRating };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The search's quotes, each with the class its carrier would most likely give the health
 * answers, that class's price and the reasons; carriers that would decline are listed apart,
 * unpriced. Without answers, every estimate is the search's own quote. Pure and deterministic.
 */
export function estimateQuotes(
  input: QuoteInput,
  answers: HealthAnswers,
  carriers: readonly CarrierPricing[],
  underwriting: ReadonlyMap<string, UnderwritingCriteria>,
  model: MortalityModel = fittedMortalityModel,
): EstimateResponse {
  const searched = priceQuotes(input, carriers, model);
  const answered = hasHealthAnswers(answers);
  const applicant = { age: input.age, sex: input.sex, smoker: input.smoker };
  const quotes: EstimatedQuote[] = [];
  const declined: ExcludedCarrier[] = [];
  for (const quote of searched.quotes) {
    const carrier = carriers.find((c) => c.id === quote.carrierId);
    const criteria = underwriting.get(quote.carrierId);
    if (!answered || carrier === undefined) {
      quotes.push({ ...quote, estimate: searchEstimate(quote, searchReasons(input)) });
      continue;
    }
    if (criteria === undefined) {
      const reasons = [
        ...searchReasons(input),
        'This insurer has not given us its class criteria, so your answers could not be checked against them',
      ];
      quotes.push({ ...quote, estimate: searchEstimate(quote, reasons) });
      continue;
    }
    const verdict = estimateClass(criteria, answers, applicant);
    if (verdict.declined) {
      declined.push({
        carrierId: quote.carrierId,
        companyName: quote.companyName,
        reason: verdict.reasons.join('; '),
      });
      continue;
    }
    const { healthClass, tableRating } = pricedClass(verdict);
    const premium = carrierClassPremium(carrier, input, healthClass, model, tableRating);
    quotes.push({
      ...quote,
      estimate: {
        healthClass,
        tableRating,
        monthlyPremium: premium.monthlyPremium,
        annualPremium: premium.annualPremium,
        reasons: verdict.reasons,
      },
    });
  }
  quotes.sort(
    (a, b) =>
      a.estimate.monthlyPremium - b.estimate.monthlyPremium ||
      compareText(a.companyName, b.companyName) ||
      compareText(a.carrierId, b.carrierId),
  );
  return { ...searched, quotes, declined };
}
