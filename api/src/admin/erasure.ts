import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  dataRequests,
  emailCourseSubscribers,
  leads,
  newsletterSubscribers,
  resourceDownloads,
} from '../db/schema';

export interface ErasureResult {
  leads: number;
  resourceDownloads: number;
  emailCourseSubscriptions: number;
  newsletterSubscriptions: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const describeErasure = (r: ErasureResult) =>
  `Erased: ${plural(r.leads, 'lead', 'leads')} (with consent records), ${plural(r.resourceDownloads, 'resource download', 'resource downloads')}, ${plural(r.emailCourseSubscriptions, 'email course subscription', 'email course subscriptions')}, ${plural(r.newsletterSubscriptions, 'newsletter subscription', 'newsletter subscriptions')}.`;

/**
 * Deletes everything stored under the request's email (any letter case) and completes the
 * request, in one transaction: either all of it happens or none.
 */
export async function fulfilErasure(db: Database, requestId: number): Promise<ErasureResult> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ email: dataRequests.email })
      .from(dataRequests)
      .where(eq(dataRequests.id, requestId))
      .for('update');
    if (!request) throw new Error(`data request ${requestId} not found`);
    const sameEmail = (column: AnyColumn) => sql`lower(${column}) = lower(${request.email})`;
    const result: ErasureResult = {
      leads: (await tx.delete(leads).where(sameEmail(leads.email)).returning({ id: leads.id }))
        .length,
      resourceDownloads: (
        await tx
          .delete(resourceDownloads)
          .where(sameEmail(resourceDownloads.email))
          .returning({ id: resourceDownloads.id })
      ).length,
      emailCourseSubscriptions: (
        await tx
          .delete(emailCourseSubscribers)
          .where(sameEmail(emailCourseSubscribers.email))
          .returning({ id: emailCourseSubscribers.id })
      ).length,
      newsletterSubscriptions: (
        await tx
          .delete(newsletterSubscribers)
          .where(sameEmail(newsletterSubscribers.email))
          .returning({ id: newsletterSubscribers.id })
      ).length,
    };
    await tx
      .update(dataRequests)
      .set({ status: 'completed', completedAt: sql`now()`, resolution: describeErasure(result) })
      .where(eq(dataRequests.id, requestId));
    return result;
  });
}
