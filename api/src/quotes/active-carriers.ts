import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carriers } from '../db/schema';
import type { CarrierPricing } from './types';
import type { UnderwritingCriteria } from './underwriting-criteria';

// Measured with `pnpm bench:api`: reading carriers costs far more than pricing them. A carrier
// edit shows within this long.
const CARRIER_TTL_MS = 5_000;

export interface ActiveCarriers {
  pricing: CarrierPricing[];
  /** each carrier's class criteria, by id; a carrier without criteria is missing */
  underwriting: ReadonlyMap<string, UnderwritingCriteria>;
  /** the rows as read, so an unchanged re-read keeps the priced answers */
  fingerprint: string;
}

/** Active carriers in a stable order, so the same input always prices the same list. */
async function readActiveCarriers(db: Database): Promise<ActiveCarriers> {
  const rows = await db
    .select({ id: carriers.id, pricing: carriers.pricing, underwriting: carriers.underwriting })
    .from(carriers)
    .where(eq(carriers.isActive, true))
    .orderBy(carriers.id);
  // The pricing column holds a whole CarrierPricing, written by the seed or an operator.
  const pricing = rows.map((row) => row.pricing as unknown as CarrierPricing);
  // The underwriting column holds a whole UnderwritingCriteria, written the same ways.
  const underwriting = new Map<string, UnderwritingCriteria>();
  for (const row of rows) {
    if (row.underwriting !== null) {
      underwriting.set(row.id, row.underwriting as unknown as UnderwritingCriteria);
    }
  }
  // Only pricing shapes the search's answers, so only pricing keys the kept ones.
  return { pricing, underwriting, fingerprint: JSON.stringify(pricing) };
}

/** The active carriers, read at most once per CARRIER_TTL_MS by each reader. */
export function activeCarrierReader() {
  let carriersRead: { carriers: Promise<ActiveCarriers>; until: number } | undefined;
  return (db: Database): Promise<ActiveCarriers> => {
    if (!carriersRead || carriersRead.until < Date.now()) {
      const read = readActiveCarriers(db);
      // A failed read must not stay cached.
      read.catch(() => {
        carriersRead = undefined;
      });
      carriersRead = { carriers: read, until: Date.now() + CARRIER_TTL_MS };
    }
    return carriersRead.carriers;
  };
}
