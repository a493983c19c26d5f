/**
 * Rounds the way Excel's ROUND does: halves go away from zero. Math.round sends them up, so the
 * two differ only on negative halves (-2.5 is -3 here, -2 there).
 */
export function excelRound(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}
