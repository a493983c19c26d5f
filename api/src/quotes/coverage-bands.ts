import type { CoverageBand } from './types';

// Market-typical per-$1,000 discounts: the policy fee and underwriting cost are spread over a
// larger face, so carriers price $1M well below twice the $500k premium.
export const standardCoverageBands: CoverageBand[] = [
  { minCoverage: 0, factor: 1.25 },
  { minCoverage: 250_000, factor: 1.1 },
  { minCoverage: 500_000, factor: 1 },
  { minCoverage: 1_000_000, factor: 0.88 },
];

/** Factor of the band with the largest minCoverage not above coverage; 1 when none applies. */
export function bandFactorFor(bands: readonly CoverageBand[], coverage: number): number {
  let best: CoverageBand | undefined;
  for (const band of bands) {
    if (
      band.minCoverage <= coverage &&
      (best === undefined || band.minCoverage > best.minCoverage)
    ) {
      best = band;
    }
  }
  return best?.factor ?? 1;
}

/**
 * Annual premium with the band-break rule: never charge more than the start of a higher band
 * (up to maxCoverage) would cost. Without it $990k could cost more than $1M, and premiums must
 * never fall as coverage rises.
 */
export function bandedAnnualPremium(
  bands: readonly CoverageBand[],
  coverage: number,
  maxCoverage: number,
  premiumAt: (faceAmount: number, bandFactor: number) => number,
): number {
  let premium = premiumAt(coverage, bandFactorFor(bands, coverage));
  for (const band of bands) {
    if (band.minCoverage > coverage && band.minCoverage <= maxCoverage) {
      premium = Math.min(
        premium,
        premiumAt(band.minCoverage, bandFactorFor(bands, band.minCoverage)),
      );
    }
  }
  return premium;
}
