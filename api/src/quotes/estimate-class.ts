import type { HealthAnswers } from '@termlens/contracts/health-check';
import {
  feetAndInches,
  type NicotineType,
  nicotineTypeNames,
} from '@termlens/contracts/health-check-choices';
import type { Sex } from '@termlens/contracts/quote-choices';
import {
  type BloodPressureLimit,
  type CholesterolLimit,
  type CountLimit,
  type UnderwritingCriteria,
  type UnderwritingRung,
  underwritingRungs,
  type YearsLimit,
} from './underwriting-criteria';

/** What the search says about the applicant, beside the health answers. */
export interface Applicant {
  age: number;
  sex?: Sex;
  smoker: boolean;
}

/** A carrier's most likely verdict on the answers. */
export type ClassVerdict =
  | { declined: true; reasons: string[] }
  | {
      declined: false;
      tobacco: boolean;
      /** the class the health answers allow, as an index into underwritingRungs */
      rung: number;
      /** every answer that kept the applicant from Preferred Plus (or made them pay tobacco rates) */
      reasons: string[];
    };

const DECLINE: number = underwritingRungs.length;

interface Finding {
  /** an index into underwritingRungs, or DECLINE */
  rung: number;
  reason?: string;
}

const rungIndex = (rung: UnderwritingRung) => underwritingRungs.indexOf(rung);
const noFinding: Finding = { rung: 0 };

/**
 * The best class among the limits the answer meets, and the limit just above it that it missed.
 * Taking the best met class, not the first in the list, keeps a worse answer from ever getting a
 * better class, however an operator orders the limits.
 */
function bestMet<L extends { rung: UnderwritingRung }>(
  limits: readonly L[],
  meets: (l: L) => boolean,
) {
  let rung = DECLINE;
  for (const limit of limits) if (meets(limit)) rung = Math.min(rung, rungIndex(limit.rung));
  let missed: L | undefined;
  for (const limit of limits) {
    const index = rungIndex(limit.rung);
    if (index < rung && (missed === undefined || index > rungIndex(missed.rung))) missed = limit;
  }
  return { rung, missed };
}

/** The reason for a finding: the class it missed and that class's limit, or a decline. */
function because<L extends { rung: UnderwritingRung }>(
  rung: number,
  missed: L | undefined,
  what: string,
  limitText: (limit: L) => string,
  declineText: string,
): Finding {
  if (rung === 0) return noFinding;
  if (rung === DECLINE) return { rung, reason: `${what}${declineText}` };
  if (missed === undefined) {
    return {
      rung,
      reason: `${what}: this insurer's best class for it is ${underwritingRungs[rung]}`,
    };
  }
  return { rung, reason: `${what}${limitText(missed)}` };
}

function buildFinding(criteria: UnderwritingCriteria, answers: HealthAnswers): Finding {
  const { heightInches, weightPounds } = answers;
  if (heightInches === undefined || weightPounds === undefined || criteria.build.length === 0) {
    return noFinding;
  }
  // Heights beyond the chart read its nearest row.
  let row = criteria.build[0];
  for (const candidate of criteria.build) {
    if (
      row === undefined ||
      Math.abs(candidate.heightInches - heightInches) < Math.abs(row.heightInches - heightInches)
    ) {
      row = candidate;
    }
  }
  const limits = row?.maxWeight ?? [];
  const { rung, missed } = bestMet(limits, (limit) => weightPounds <= limit.pounds);
  const heaviest = Math.max(...limits.map((limit) => limit.pounds));
  return because(
    rung,
    missed,
    `Weight ${weightPounds} lb at ${feetAndInches(heightInches)}`,
    (limit: { rung: UnderwritingRung; pounds: number }) =>
      ` is above this insurer's ${limit.rung} limit of ${limit.pounds} lb`,
    ` is above the most this insurer accepts at that height, ${heaviest} lb`,
  );
}

function pressureText(systolic: number | undefined, diastolic: number | undefined): string {
  if (systolic !== undefined && diastolic !== undefined) return `${systolic}/${diastolic}`;
  if (systolic !== undefined) return `${systolic} (top number)`;
  return `${diastolic} (bottom number)`;
}

function bloodPressureFinding(
  criteria: UnderwritingCriteria,
  answers: HealthAnswers,
  age: number,
): Finding {
  const { systolic, diastolic } = answers;
  const treated = answers.bloodPressureTreated === true;
  if (systolic === undefined && diastolic === undefined && !treated) return noFinding;
  const band =
    criteria.bloodPressure.find((b) => age <= b.upToAge) ?? criteria.bloodPressure.at(-1);
  if (band === undefined) return noFinding;
  const numbersWithin = (limit: BloodPressureLimit) =>
    (systolic === undefined || systolic <= limit.systolic) &&
    (diastolic === undefined || diastolic <= limit.diastolic);
  const { rung, missed } = bestMet(
    band.limits,
    (limit) => numbersWithin(limit) && (!treated || limit.treatedAllowed),
  );
  const numbers = pressureText(systolic, diastolic);
  const highest = band.limits.at(-1);
  if (rung > 0 && rung < DECLINE && missed !== undefined && numbersWithin(missed)) {
    return {
      rung,
      reason: `Treated blood pressure: this insurer's ${missed.rung} class is only for blood pressure without medication`,
    };
  }
  if (systolic === undefined && diastolic === undefined) {
    return rung === 0
      ? noFinding
      : { rung, reason: 'Treated blood pressure: this insurer declines it' };
  }
  return because(
    rung,
    missed,
    `Blood pressure ${numbers}`,
    (limit: BloodPressureLimit) =>
      ` is above this insurer's ${limit.rung} limit of ${pressureText(
        systolic === undefined ? undefined : limit.systolic,
        diastolic === undefined ? undefined : limit.diastolic,
      )}`,
    ` is above the highest this insurer accepts, ${highest ? `${highest.systolic}/${highest.diastolic}` : 'none'}`,
  );
}

function cholesterolFinding(
  criteria: UnderwritingCriteria,
  answers: HealthAnswers,
  sex: Sex | undefined,
): Finding {
  const { totalCholesterol: total, hdlCholesterol: hdl } = answers;
  const ratio = total !== undefined && hdl !== undefined ? total / hdl : undefined;
  // Without a sex, the stricter of the two ratio limits: the estimate must not flatter.
  const ratioLimit = (limit: CholesterolLimit) =>
    sex === 'male'
      ? limit.ratioMale
      : sex === 'female'
        ? limit.ratioFemale
        : Math.min(limit.ratioMale, limit.ratioFemale);
  const totalFinding =
    total === undefined
      ? noFinding
      : (() => {
          const { rung, missed } = bestMet(criteria.cholesterol, (limit) => total <= limit.total);
          return because(
            rung,
            missed,
            `Total cholesterol ${total}`,
            (limit: CholesterolLimit) =>
              ` is above this insurer's ${limit.rung} limit of ${limit.total}`,
            ` is above the highest this insurer accepts, ${criteria.cholesterol.at(-1)?.total}`,
          );
        })();
  const ratioFinding =
    ratio === undefined
      ? noFinding
      : (() => {
          const { rung, missed } = bestMet(
            criteria.cholesterol,
            (limit) => ratio <= ratioLimit(limit),
          );
          const last = criteria.cholesterol.at(-1);
          return because(
            rung,
            missed,
            `Cholesterol ratio ${ratio.toFixed(1)} (total divided by HDL)`,
            (limit: CholesterolLimit) =>
              ` is above this insurer's ${limit.rung} limit of ${ratioLimit(limit).toFixed(1)}`,
            ` is above the highest this insurer accepts, ${last ? ratioLimit(last).toFixed(1) : 'none'}`,
          );
        })();
  const rung = Math.max(totalFinding.rung, ratioFinding.rung);
  const reasons = [totalFinding.reason, ratioFinding.reason].filter((r) => r !== undefined);
  return rung === 0 ? noFinding : { rung, reason: reasons.join('; ') };
}

function countFinding(
  limits: readonly CountLimit[],
  count: number | undefined,
  what: (count: number) => string,
  limitText: (limit: CountLimit) => string,
  declineText: string,
): Finding {
  if (count === undefined) return noFinding;
  const { rung, missed } = bestMet(limits, (limit) => count <= limit.max);
  return because(rung, missed, what(count), limitText, declineText);
}

function duiFinding(limits: readonly YearsLimit[], years: number | undefined): Finding {
  if (years === undefined) return noFinding;
  const { rung, missed } = bestMet(limits, (limit) => years >= limit.minYears);
  const when =
    years === 0 ? 'in the last 12 months' : `${years} ${years === 1 ? 'year' : 'years'} ago`;
  const strictest = Math.min(...limits.map((limit) => limit.minYears));
  return because(
    rung,
    missed,
    `A DUI ${when}`,
    (limit: YearsLimit) =>
      `: this insurer's ${limit.rung} class needs ${limit.minYears} years without one`,
    `: this insurer declines a DUI in the last ${strictest} ${strictest === 1 ? 'year' : 'years'}`,
  );
}

function monthsText(months: number): string {
  if (months < 12) return 'in the last 12 months';
  const years = Math.floor(months / 12);
  return `${years} ${years === 1 ? 'year' : 'years'} ago`;
}

type NicotineFinding = Finding & { tobacco: boolean };

function nicotineFinding(
  criteria: UnderwritingCriteria,
  answers: HealthAnswers,
  applicant: Applicant,
): NicotineFinding {
  const nicotine = answers.nicotine;
  if (nicotine === undefined) {
    return applicant.smoker
      ? {
          rung: 0,
          tobacco: true,
          reason: 'You searched as a tobacco user, so this insurer charges tobacco rates',
        }
      : { rung: 0, tobacco: false };
  }
  if (nicotine === 'none') return { rung: 0, tobacco: false };
  // Missing details count against the applicant: recent use, and more than any allowance.
  const months = answers.nicotineLastUseMonths ?? 0;
  const uses = answers.nicotineUsesPerMonth;
  const type: NicotineType = nicotine;
  const name = nicotineTypeNames[type];
  const fromQuitting = bestMet(criteria.nicotineFree, (limit) => months >= limit.months);
  const allowances = criteria.nicotineAllowances.filter((a) => a.type === type);
  const fromAllowance = bestMet(
    allowances,
    (allowance) => uses !== undefined && uses <= allowance.maxUsesPerMonth,
  );
  const rung = Math.min(fromQuitting.rung, fromAllowance.rung);
  if (rung === DECLINE) {
    return {
      rung: 0,
      tobacco: true,
      reason: `${name} ${monthsText(months)}: this insurer charges tobacco rates`,
    };
  }
  if (rung === 0) return { rung, tobacco: false };
  if (rung === fromAllowance.rung) {
    const allowance = allowances.find((a) => rungIndex(a.rung) === rung);
    return {
      rung,
      tobacco: false,
      reason: `${name} up to ${allowance?.maxUsesPerMonth} ${allowance?.maxUsesPerMonth === 1 ? 'time' : 'times'} a month: this insurer's best class for it is ${underwritingRungs[rung]}`,
    };
  }
  const missed = fromQuitting.missed;
  return {
    rung,
    tobacco: false,
    reason: missed
      ? `${name} ${monthsText(months)}: this insurer's ${missed.rung} class needs ${missed.months / 12} years without nicotine`
      : `${name} ${monthsText(months)}: this insurer's best class for it is ${underwritingRungs[rung]}`,
  };
}

/**
 * The class a carrier would most likely give the answers under its criteria. Pure: the same
 * criteria, answers and applicant always give the same verdict. A question left out never
 * counts against the applicant, except the search's own tobacco answer.
 */
export function estimateClass(
  criteria: UnderwritingCriteria,
  answers: HealthAnswers,
  applicant: Applicant,
): ClassVerdict {
  const nicotine = nicotineFinding(criteria, answers, applicant);
  const findings: Finding[] = [
    nicotine,
    buildFinding(criteria, answers),
    bloodPressureFinding(criteria, answers, applicant.age),
    cholesterolFinding(criteria, answers, applicant.sex),
    countFinding(
      criteria.familyHistory,
      answers.parentsDiedBefore60,
      (count) =>
        count === 1
          ? 'A parent died of heart disease or cancer before 60'
          : 'Both parents died of heart disease or cancer before 60',
      (limit) =>
        `: this insurer's ${limit.rung} class allows ${limit.max === 0 ? 'no such death' : limit.max === 1 ? 'at most one' : `at most ${limit.max}`}`,
      ': this insurer declines it',
    ),
    duiFinding(criteria.dui, answers.duiYearsAgo),
    countFinding(
      criteria.movingViolations,
      answers.movingViolations,
      (count) => `${count} moving ${count === 1 ? 'violation' : 'violations'} in 3 years`,
      (limit) => `: this insurer's ${limit.rung} class allows at most ${limit.max}`,
      ': more than this insurer accepts',
    ),
  ];
  const declines = findings.filter((f) => f.rung === DECLINE);
  if (declines.length > 0) {
    return { declined: true, reasons: declines.map((f) => f.reason ?? '').filter(Boolean) };
  }
  const reasons = findings.map((f) => f.reason).filter((r): r is string => r !== undefined);
  return {
    declined: false,
    tobacco: nicotine.tobacco,
    rung: Math.max(...findings.map((f) => f.rung)),
    reasons,
  };
}
