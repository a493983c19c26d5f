import type { Sex, TermLength } from '@termlens/contracts/quote-choices';

// Published US term life premiums the engine is calibrated against. Each survey below reports the
// lowest quotes on the market for a healthy applicant at the best class a carrier offers (or the
// tobacco class for smokers), which is what the median of the engine's three cheapest quotes
// stands for. Surveys that average every insurer's price, or the policies their customers bought
// (Insure.com's and Policygenius's tables), measure something higher and are left out on purpose:
// one cell cannot be within 20% of both a lowest quote and an average that is often twice it.

export interface RateSurvey {
  name: string;
  url: string;
  /** when the figures were published, as the page states it */
  published: string;
  /** what each figure is, in the survey's own terms */
  basis: string;
  /** which premium the figures are: monthly or annual */
  period: 'monthly' | 'annual';
}

export interface SurveyCell {
  survey: RateSurvey;
  sex: Sex;
  age: number;
  term: TermLength;
  coverage: number;
  smoker: boolean;
  premium: number;
}

const nerdWallet: RateSurvey = {
  name: 'NerdWallet, "Average life insurance rates" (rates from Quotacy)',
  url: 'https://www.nerdwallet.com/blog/insurance/average-life-insurance-rates/',
  published: 'undated version of the page',
  basis: 'lowest three rates for each age and policy averaged, healthy non-smoker',
  period: 'annual',
};

const quotacy: RateSurvey = {
  name: 'Quotacy, "The cost of life insurance"',
  url: 'https://www.quotacy.com/the-cost-of-life-insurance/',
  published: 'undated version of the page',
  basis: 'healthy non-smoker, 20-year term, $500,000',
  period: 'monthly',
};

const creditDonkeyByAge: RateSurvey = {
  name: 'CreditDonkey, "Term life insurance rates by age"',
  url: 'https://www.creditdonkey.com/term-life-insurance-rates-age.html',
  published: 'August 12, 2019',
  basis: 'sample monthly premiums, very healthy non-smoker with a medical exam',
  period: 'monthly',
};

const creditDonkey250k: RateSurvey = {
  name: 'CreditDonkey, "Life insurance rates by age"',
  url: 'https://www.creditdonkey.com/life-insurance-rates-age.html',
  published: 'May 7, 2019',
  basis: 'monthly premiums for $250,000, very healthy non-smoker with a medical exam',
  period: 'monthly',
};

const expertQuotes: RateSurvey = {
  name: 'Expert Quotes, "Tobacco usage"',
  url: 'http://expert-quotes.net/average_tobacco.php',
  published: 'undated version of the page',
  basis: 'lowest annual premiums, $250,000 10-year term, super-preferred or tobacco male',
  period: 'annual',
};

const hinerman: RateSurvey = {
  name: 'The Hinerman Group, "Tobacco use impact on life insurance"',
  url: 'https://hinermangroup.com/tobacco-use-impact-on-life-insurance/',
  published: 'undated version of the page',
  basis: 'best annual rate, perfectly healthy man, $500,000 20-year term',
  period: 'annual',
};

/** One survey table: rows of [age, premium per coverage column], for one sex, term and habit. */
function table(
  survey: RateSurvey,
  sex: Sex,
  term: TermLength,
  coverages: readonly number[],
  rows: readonly (readonly number[])[],
  smoker = false,
): SurveyCell[] {
  return rows.flatMap(([age = 0, ...premiums]) =>
    premiums.map((premium, i) => ({
      survey,
      sex,
      age,
      term,
      coverage: coverages[i] ?? 0,
      smoker,
      premium,
    })),
  );
}

const threeSizes = [250_000, 500_000, 1_000_000] as const;
const halfMillion = [500_000] as const;
const quarterMillion = [250_000] as const;

export const surveyCells: SurveyCell[] = [
  ...table(nerdWallet, 'female', 20, threeSizes, [
    [30, 141, 208, 347],
    [40, 185, 306, 534],
    [50, 375, 669, 1233],
    [60, 1033, 1911, 3637],
  ]),
  ...table(nerdWallet, 'female', 30, threeSizes, [
    [30, 206, 335, 585],
    [40, 314, 553, 1026],
    [50, 689, 1284, 2349],
  ]),
  ...table(nerdWallet, 'male', 20, threeSizes, [
    [30, 156, 242, 415],
    [40, 210, 348, 631],
    [50, 491, 898, 1692],
    [60, 1477, 2793, 5393],
  ]),
  ...table(nerdWallet, 'male', 30, threeSizes, [
    [30, 240, 403, 720],
    [40, 384, 687, 1281],
    [50, 913, 1725, 3301],
  ]),
  ...table(quotacy, 'male', 20, halfMillion, [
    [25, 19.06],
    [30, 19.37],
    [35, 21.14],
    [40, 29.05],
    [45, 46.65],
    [50, 71.21],
    [55, 114.49],
    [60, 200.77],
    [65, 384.83],
  ]),
  ...table(quotacy, 'female', 20, halfMillion, [
    [25, 14.75],
    [30, 16.36],
    [35, 17.87],
    [40, 24.55],
    [45, 36.95],
    [50, 55.45],
    [55, 84.14],
    [60, 142.25],
    [65, 260.47],
  ]),
  ...table(creditDonkeyByAge, 'male', 10, threeSizes, [
    [30, 12.5, 16.26, 24.58],
    [40, 15.3, 21.75, 38.8],
    [50, 26.72, 44.83, 77.17],
    [60, 65.82, 117.32, 221.04],
  ]),
  ...table(creditDonkeyByAge, 'female', 10, threeSizes, [
    [30, 10.34, 12.94, 20.48],
    [40, 13.35, 16.93, 27.15],
    [50, 21.87, 37.08, 66.73],
    [60, 46.94, 81.13, 148.12],
  ]),
  ...table(creditDonkeyByAge, 'male', 15, threeSizes, [
    [30, 13.14, 18.14, 30.45],
    [40, 16.85, 25.67, 42.11],
    [50, 35.31, 63.62, 110.27],
    [60, 101.29, 186.29, 299.02],
  ]),
  ...table(creditDonkeyByAge, 'female', 15, threeSizes, [
    [30, 11.68, 14.66, 25.1],
    [40, 14.79, 22.46, 34.37],
    [50, 27.35, 49.08, 81.39],
    [60, 62.28, 121.24, 210.84],
  ]),
  ...table(creditDonkeyByAge, 'male', 20, threeSizes, [
    [30, 14.57, 20.88, 35.67],
    [40, 19.67, 34.92, 56.9],
    [50, 47.68, 92.06, 145.55],
    [60, 132.7, 266.85, 419.38],
  ]),
  ...table(creditDonkey250k, 'female', 20, quarterMillion, [
    [30, 13.31],
    [40, 17.99],
    [50, 34.46],
    [60, 89.37],
  ]),
  ...table(creditDonkey250k, 'male', 30, quarterMillion, [
    [30, 21.62],
    [40, 31.18],
    [50, 74.94],
  ]),
  ...table(creditDonkey250k, 'female', 30, quarterMillion, [
    [30, 19.45],
    [40, 27.61],
    [50, 59.64],
  ]),
  ...table(expertQuotes, 'male', 10, quarterMillion, [
    [25, 107],
    [35, 110],
    [45, 190],
    [55, 432],
  ]),
  ...table(
    expertQuotes,
    'male',
    10,
    quarterMillion,
    [
      [25, 305],
      [35, 348],
      [45, 738],
      [55, 1704],
    ],
    true,
  ),
  ...table(hinerman, 'male', 20, halfMillion, [
    [45, 615],
    [55, 1500],
  ]),
  ...table(
    hinerman,
    'male',
    20,
    halfMillion,
    [
      [45, 2010],
      [55, 4440],
    ],
    true,
  ),
];
