import type {
  BloodPressureBand,
  BuildRow,
  CholesterolLimit,
  CountLimit,
  NicotineAllowance,
  NicotineFreeLimit,
  UnderwritingCriteria,
  UnderwritingRung,
  YearsLimit,
} from './underwriting-criteria';

// Illustrative class criteria for the fictional default carriers, set from thresholds the US
// market publishes (Preferred Plus: blood pressure to 135/85 up to 50, total cholesterol to 230,
// a total/HDL ratio to 4.5 for men and 4.0 for women, five years without nicotine). Each sample
// carrier leans the way some real carriers are known to: one forgives cigars, one occasional
// marijuana, one a heavier build, one is strict, and the fully online one takes no table ratings.

const PP = 'Preferred Plus';
const P = 'Preferred';
const SP = 'Standard Plus';
const S = 'Standard';
const T2 = 'Table 2';
const T4 = 'Table 4';

type Rungs<T> = [UnderwritingRung, T][];

const BUILD_HEIGHTS = { min: 56, max: 82 } as const;

/** A build chart by height from the heaviest body-mass index each class accepts. */
function buildChart(maxBmi: Rungs<number>): BuildRow[] {
  const rows: BuildRow[] = [];
  for (let inches = BUILD_HEIGHTS.min; inches <= BUILD_HEIGHTS.max; inches++) {
    rows.push({
      heightInches: inches,
      maxWeight: maxBmi.map(([rung, bmi]) => ({
        rung,
        pounds: Math.floor((bmi * inches * inches) / 703),
      })),
    });
  }
  return rows;
}

function bloodPressure(
  limits: Rungs<[number, number]>,
  treatedBest: UnderwritingRung = PP,
): BloodPressureBand[] {
  const order = limits.map(([rung]) => rung);
  const treatedAllowed = (rung: UnderwritingRung) =>
    order.indexOf(rung) >= order.indexOf(treatedBest);
  // Over 50, every class takes 5 points more on the top number.
  return [
    {
      upToAge: 50,
      limits: limits.map(([rung, [systolic, diastolic]]) => ({
        rung,
        systolic,
        diastolic,
        treatedAllowed: treatedAllowed(rung),
      })),
    },
    {
      upToAge: 200,
      limits: limits.map(([rung, [systolic, diastolic]]) => ({
        rung,
        systolic: systolic + 5,
        diastolic,
        treatedAllowed: treatedAllowed(rung),
      })),
    },
  ];
}

const marketBloodPressure: Rungs<[number, number]> = [
  [PP, [135, 85]],
  [P, [140, 90]],
  [SP, [145, 90]],
  [S, [150, 95]],
  [T2, [160, 100]],
  [T4, [170, 105]],
];

const marketCholesterol: CholesterolLimit[] = [
  { rung: PP, total: 230, ratioMale: 4.5, ratioFemale: 4.0 },
  { rung: P, total: 260, ratioMale: 5.0, ratioFemale: 4.5 },
  { rung: SP, total: 280, ratioMale: 5.5, ratioFemale: 5.0 },
  { rung: S, total: 300, ratioMale: 6.5, ratioFemale: 6.0 },
  { rung: T2, total: 340, ratioMale: 7.5, ratioFemale: 7.0 },
  { rung: T4, total: 400, ratioMale: 9.0, ratioFemale: 8.5 },
];

const marketNicotineFree: NicotineFreeLimit[] = [
  { rung: PP, months: 60 },
  { rung: P, months: 36 },
  { rung: SP, months: 24 },
  { rung: S, months: 12 },
];

const marketAllowances: NicotineAllowance[] = [
  { type: 'cigars', maxUsesPerMonth: 1, rung: P },
  { type: 'marijuana', maxUsesPerMonth: 4, rung: SP },
  { type: 'marijuana', maxUsesPerMonth: 12, rung: S },
];

const marketFamily: CountLimit[] = [
  { rung: PP, max: 0 },
  { rung: P, max: 0 },
  { rung: SP, max: 1 },
  { rung: S, max: 2 },
];

const marketDui: YearsLimit[] = [
  { rung: PP, minYears: 5 },
  { rung: P, minYears: 5 },
  { rung: SP, minYears: 3 },
  { rung: S, minYears: 2 },
  { rung: T2, minYears: 1 },
];

const marketViolations: CountLimit[] = [
  { rung: PP, max: 1 },
  { rung: P, max: 2 },
  { rung: SP, max: 3 },
  { rung: S, max: 4 },
  { rung: T2, max: 6 },
  { rung: T4, max: 8 },
];

const marketBmi: Rungs<number> = [
  [PP, 27],
  [P, 29.5],
  [SP, 31],
  [S, 33.5],
  [T2, 37],
  [T4, 41],
];

const market: UnderwritingCriteria = {
  build: buildChart(marketBmi),
  bloodPressure: bloodPressure(marketBloodPressure),
  cholesterol: marketCholesterol,
  nicotineFree: marketNicotineFree,
  nicotineAllowances: marketAllowances,
  familyHistory: marketFamily,
  dui: marketDui,
  movingViolations: marketViolations,
};

/** Strict on every count: treated blood pressure tops out at Preferred, a DUI in 2 years declines. */
const strict: UnderwritingCriteria = {
  build: buildChart([
    [PP, 26],
    [P, 28],
    [SP, 30],
    [S, 32],
    [T2, 35],
    [T4, 38],
  ]),
  bloodPressure: bloodPressure(
    [
      [PP, [130, 80]],
      [P, [135, 85]],
      [SP, [140, 90]],
      [S, [150, 95]],
      [T2, [160, 100]],
      [T4, [165, 100]],
    ],
    P,
  ),
  cholesterol: [
    { rung: PP, total: 220, ratioMale: 4.5, ratioFemale: 4.0 },
    { rung: P, total: 250, ratioMale: 5.0, ratioFemale: 4.5 },
    { rung: SP, total: 270, ratioMale: 5.5, ratioFemale: 5.0 },
    { rung: S, total: 300, ratioMale: 6.5, ratioFemale: 6.0 },
    { rung: T2, total: 330, ratioMale: 7.5, ratioFemale: 7.0 },
    { rung: T4, total: 380, ratioMale: 8.5, ratioFemale: 8.0 },
  ],
  nicotineFree: [
    { rung: PP, months: 60 },
    { rung: P, months: 60 },
    { rung: SP, months: 36 },
    { rung: S, months: 12 },
  ],
  nicotineAllowances: [{ type: 'marijuana', maxUsesPerMonth: 2, rung: S }],
  familyHistory: [
    { rung: PP, max: 0 },
    { rung: P, max: 0 },
    { rung: SP, max: 0 },
    { rung: S, max: 1 },
    { rung: T2, max: 2 },
  ],
  dui: [
    { rung: PP, minYears: 10 },
    { rung: P, minYears: 5 },
    { rung: SP, minYears: 5 },
    { rung: S, minYears: 3 },
    { rung: T2, minYears: 2 },
  ],
  movingViolations: [
    { rung: PP, max: 0 },
    { rung: P, max: 1 },
    { rung: SP, max: 2 },
    { rung: S, max: 3 },
    { rung: T2, max: 5 },
  ],
};

/** Occasional cigars at the best class, and any cigar, pipe, chew or patch at Standard Plus. */
const cigarFriendly: UnderwritingCriteria = {
  ...market,
  nicotineAllowances: [
    { type: 'cigars', maxUsesPerMonth: 2, rung: PP },
    { type: 'cigars', maxUsesPerMonth: 31, rung: SP },
    { type: 'chewing-tobacco', maxUsesPerMonth: 31, rung: SP },
    { type: 'nicotine-replacement', maxUsesPerMonth: 31, rung: S },
    { type: 'marijuana', maxUsesPerMonth: 4, rung: SP },
  ],
};

/** Occasional marijuana at the best class, regular use at Standard Plus. */
const marijuanaFriendly: UnderwritingCriteria = {
  ...market,
  nicotineAllowances: [
    { type: 'cigars', maxUsesPerMonth: 1, rung: P },
    { type: 'marijuana', maxUsesPerMonth: 12, rung: PP },
    { type: 'marijuana', maxUsesPerMonth: 31, rung: SP },
  ],
};

/** A heavier build at every class, and one parent's early death still Preferred. */
const buildFriendly: UnderwritingCriteria = {
  ...market,
  build: buildChart([
    [PP, 29],
    [P, 31],
    [SP, 33.5],
    [S, 35.5],
    [T2, 39],
    [T4, 43],
  ]),
  familyHistory: [
    { rung: PP, max: 0 },
    { rung: P, max: 1 },
    { rung: SP, max: 1 },
    { rung: S, max: 2 },
  ],
};

/** Fully online with no exam: market limits, but nothing worse than Standard is offered. */
const noTables: UnderwritingCriteria = {
  build: buildChart(marketBmi.slice(0, 4)),
  bloodPressure: bloodPressure(marketBloodPressure.slice(0, 4)),
  cholesterol: marketCholesterol.slice(0, 4),
  nicotineFree: marketNicotineFree,
  nicotineAllowances: marketAllowances,
  familyHistory: marketFamily,
  dui: marketDui.slice(0, 4),
  movingViolations: marketViolations.slice(0, 4),
};

/** Lenient on the driving record: a DUI a year ago is Standard, never a decline. */
const drivingFriendly: UnderwritingCriteria = {
  ...market,
  dui: [
    { rung: PP, minYears: 5 },
    { rung: P, minYears: 3 },
    { rung: SP, minYears: 2 },
    { rung: S, minYears: 1 },
    { rung: T2, minYears: 0 },
  ],
  movingViolations: [
    { rung: PP, max: 2 },
    { rung: P, max: 3 },
    { rung: SP, max: 4 },
    { rung: S, max: 6 },
    { rung: T2, max: 8 },
    { rung: T4, max: 10 },
  ],
};

/** Each default carrier's criteria, by carrier id. */
export const defaultUnderwriting: Record<string, UnderwritingCriteria> = {
  'harborline-life': market,
  'summit-mutual': strict,
  'bluewater-assurance': market,
  'keystone-national-life': cigarFriendly,
  'prairie-oak-insurance': buildFriendly,
  'meridian-trust-life': marijuanaFriendly,
  'northgate-life': noTables,
  'cedarbrook-mutual': drivingFriendly,
  'evergreen-assurance': market,
};
