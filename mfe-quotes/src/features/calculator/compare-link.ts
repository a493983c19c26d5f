import { ageChoices, coverageChoices } from '@termlens/contracts/quote-choices';

/**
 * The smallest choice at or above `value`, or the largest when `value` is above them all: rounding
 * down would quote less cover, or a younger applicant, than the visitor needs.
 */
export function choiceAtOrAbove(value: number, choices: readonly number[]): number {
  const sorted = [...choices].sort((a, b) => a - b);
  return sorted.find((choice) => choice >= value) ?? (sorted.at(-1) as number);
}

/** The quote form's age and coverage for the calculator's figures. */
export function compareChoices(age: number, recommendation: number) {
  return {
    age: choiceAtOrAbove(age, ageChoices),
    coverage: choiceAtOrAbove(recommendation, coverageChoices),
  };
}

/** /compare with the age and coverage preselected; the compare tool searches them at once. */
export function compareHref(choices: { age: number; coverage: number }): string {
  return `/compare?${new URLSearchParams({ age: String(choices.age), coverage: String(choices.coverage) })}`;
}
