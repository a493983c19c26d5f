import type { Sex } from '@termlens/contracts/quote-choices';

/** Gompertz-Makeham force of mortality mu(x) = a + b * c^x. */
export interface GompertzMakeham {
  a: number;
  b: number;
  c: number;
}

export interface MortalityModel {
  /** ultimate (post-select) mortality for a Preferred Plus non-smoker */
  male: GompertzMakeham;
  female: GompertzMakeham;
  /** male share when sex is unknown */
  blendedMaleShare: number;
  /** hazard multipliers for policy years 1, 2, ...; 1 after the last entry */
  selectFactors: number[];
  /** smoker vs non-smoker hazard at the same health level */
  tobaccoFactor: number;
}

// Hazards are tabulated to this attained age; older ages reuse the last value (85 + 30 = 115).
export const MAX_TABLE_AGE = 120;

// Freshly underwritten lives die at about half the ultimate rate in year 1; the advantage wears
// off linearly until it is gone in year 20. A deeper, shorter select period (a quarter, gone in
// year 15) made 10-year terms far cheaper than the market's next to 20-year ones.
const SELECT_FACTOR_YEAR_1 = 0.53;
const SELECT_YEARS = 19;
const selectFactors = Array.from(
  { length: SELECT_YEARS },
  (_, i) => SELECT_FACTOR_YEAR_1 + ((1 - SELECT_FACTOR_YEAR_1) * i) / SELECT_YEARS,
);

/**
 * a, b and c per sex, the select factors and the tobacco factor were fitted (Nelder-Mead on
 * log errors, scripted outside the repository) so that the median of the three cheapest
 * defaultCarriers quotes lands within 20% of the published survey figures in
 * market-rate-surveys.ts (10- to 30-year terms, ages 25-65, $250,000-$1,000,000, both sexes,
 * smokers), while the median of all carriers stays within 20% of the older 20-year, $500,000
 * Preferred Plus targets (men 25-55: $26.98, $29.32, $30.52, $42.95, $61.19, $152.65; women:
 * $20.92, $22.99, $25.56, $35.27, $48.14, $110.51) and the market rules of thumb in
 * calibration.test.ts hold. Refit if defaultCarriers' pricing parameters change.
 */
export const fittedMortalityModel: MortalityModel = {
  male: { a: 0.000368, b: 0.000001013, c: 1.1293 },
  female: { a: 0.0002545, b: 0.00000143, c: 1.1187 },
  blendedMaleShare: 0.55,
  selectFactors,
  tobaccoFactor: 2.23,
};

// Keyed by model object so a different model never reads another's table; no input-dependent state.
const hazardTables = new WeakMap<MortalityModel, Map<string, Float64Array>>();

/** Integrated hazard over [x, x+1): a + b * c^x * (c - 1) / ln c. */
function yearlyHazards(law: GompertzMakeham): Float64Array {
  const growth = (law.c - 1) / Math.log(law.c);
  const table = new Float64Array(MAX_TABLE_AGE + 1);
  for (let x = 0; x <= MAX_TABLE_AGE; x++) table[x] = law.a + law.b * law.c ** x * growth;
  return table;
}

/** Ultimate yearly hazards by attained age; unknown sex blends the sexes' hazards. */
export function ultimateHazards(model: MortalityModel, sex: Sex | undefined): Float64Array {
  let tables = hazardTables.get(model);
  if (tables === undefined) {
    tables = new Map();
    hazardTables.set(model, tables);
  }
  const key = sex ?? 'blended';
  let table = tables.get(key);
  if (table === undefined) {
    if (sex !== undefined) {
      table = yearlyHazards(model[sex]);
    } else {
      const male = yearlyHazards(model.male);
      const female = yearlyHazards(model.female);
      const w = model.blendedMaleShare;
      table = male.map((m, x) => w * m + (1 - w) * (female[x] ?? m));
    }
    tables.set(key, table);
  }
  return table;
}

export interface MortalityBasis {
  issueAge: number;
  term: number;
  sex: Sex | undefined;
  tobacco: boolean;
  /** class multiplier times carrier mortality factor */
  multiplier: number;
}

/** Probability of death in each policy year, select and ultimate, for the given basis. */
export function policyYearDeathRates(model: MortalityModel, basis: MortalityBasis): number[] {
  const hazards = ultimateHazards(model, basis.sex);
  const tobacco = basis.tobacco ? model.tobaccoFactor : 1;
  const rates: number[] = [];
  for (let t = 0; t < basis.term; t++) {
    const age = Math.min(basis.issueAge + t, MAX_TABLE_AGE);
    const hazard = (hazards[age] ?? 0) * (model.selectFactors[t] ?? 1) * tobacco * basis.multiplier;
    // Multiplying the hazard rather than q keeps every rate below 1 even at extreme ages.
    rates.push(1 - Math.exp(-hazard));
  }
  return rates;
}
