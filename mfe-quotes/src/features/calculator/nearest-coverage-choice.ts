/** The quote form's coverage choice closest to `amount`; ties go to the larger one. */
export function nearestCoverageChoice(amount: number, choices: readonly number[]): number {
  return choices.reduce((best, choice) =>
    Math.abs(choice - amount) <= Math.abs(best - amount) ? choice : best,
  );
}
