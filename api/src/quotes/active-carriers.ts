import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carriers } from '../db/schema';
import { contentVersions } from '../lib/content-versions';
import type { CarrierPricing } from './types';
import type { UnderwritingCriteria } from './underwriting-criteria';

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

/**
 * The active carriers, read again only when their content counter has moved (measured with
 * `pnpm bench:api`: reading carriers costs far more than pricing them). Pages kept with quotes
 * in them follow the same counter, so they never keep prices older than it.
 */
export function activeCarrierReader() {
  let carriersRead: { carriers: Promise<ActiveCarriers>; version: number } | undefined;
  return async (db: Database): Promise<ActiveCarriers> => {
    const version = (await contentVersions(db).current()).of('carriers');
    if (carriersRead?.version !== version) {
      const read = readActiveCarriers(db);
      // A failed read must not stay cached.
      read.catch(() => {
        carriersRead = undefined;
      });
      carriersRead = { carriers: read, version };
    }
    return carriersRead.carriers;
  };
}
