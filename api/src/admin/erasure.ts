import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  contactMessages,
  dataRequests,
  emailCourseSubscribers,
  emailOutbox,
  leadConsents,
  leads,
  newsletterSubscribers,
  resourceDownloads,
} from '../db/schema';

/** What one erasure removed, table by table. */
export interface ErasureResult {
  leads: number;
  consentRecords: number;
  contactMessages: number;
  resourceDownloads: number;
  emailCourseSubscriptions: number;
  newsletterSubscriptions: number;
  /** emails not yet sent: cancelled, their address and body blanked */
  pendingEmailsCancelled: number;
  /** emails already sent, recorded or given up on: their address and body blanked */
  sentEmailsRedacted: number;
  /** the identity document sent with the request, no longer needed once it is fulfilled */
  verificationDocuments: number;
}

/** What stays of an erased email in the outbox: that it existed, what kind, and when. */
export const ERASED = '(erased)';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const describeErasure = (r: ErasureResult) =>
  `Erased: ${[
    count(r.leads, 'lead'),
    count(r.consentRecords, 'consent record'),
    count(r.contactMessages, 'contact message'),
    count(r.resourceDownloads, 'resource download'),
    count(r.emailCourseSubscriptions, 'email course subscription'),
    count(r.newsletterSubscriptions, 'newsletter subscription'),
    `${count(r.pendingEmailsCancelled, 'pending email')} cancelled`,
    `${count(r.sentEmailsRedacted, 'sent email')} blanked`,
    count(r.verificationDocuments, 'verification document'),
  ].join(', ')}.`;

/**
 * Removes everything stored under the request's email (any letter case) and completes the
 * request, in one transaction: either all of it happens or none. What is kept is what the law
 * asks for: the request itself (without its identity document) and the outbox rows' kind and
 * dates, blanked, so the history of what was sent stays countable.
 */
export async function fulfilErasure(db: Database, requestId: number): Promise<ErasureResult> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        email: dataRequests.email,
        hasFile: sql<boolean>`${dataRequests.verificationFile} is not null`,
      })
      .from(dataRequests)
      .where(eq(dataRequests.id, requestId))
      .for('update');
    if (!request) throw new Error(`data request ${requestId} not found`);
    const sameEmail = (column: AnyColumn) => sql`lower(${column}) = lower(${request.email})`;
    const erase = async (table: PgTable, email: AnyColumn) =>
      (await tx.delete(table).where(sameEmail(email)).returning({ erased: sql`1` })).length;
    const blankOutbox = async (pending: boolean) =>
      (
        await tx
          .update(emailOutbox)
          .set({
            to: ERASED,
            subject: ERASED,
            text: ERASED,
            html: null,
            lastError: null,
            ...(pending ? { status: 'cancelled' } : {}),
          })
          .where(
            sql`${sameEmail(emailOutbox.to)} and (${emailOutbox.status} = 'pending') = ${pending}`,
          )
          .returning({ id: emailOutbox.id })
      ).length;

    // Consents first: they go with their leads by cascade, and are counted here.
    const consentRecords = (
      await tx
        .delete(leadConsents)
        .where(
          sql`${leadConsents.leadId} in (select ${leads.id} from ${leads} where ${sameEmail(leads.email)})`,
        )
        .returning({ id: leadConsents.id })
    ).length;
    const result: ErasureResult = {
      leads: await erase(leads, leads.email),
      consentRecords,
      contactMessages: await erase(contactMessages, contactMessages.email),
      resourceDownloads: await erase(resourceDownloads, resourceDownloads.email),
      // Course deliveries go with their subscriber by cascade.
      emailCourseSubscriptions: await erase(emailCourseSubscribers, emailCourseSubscribers.email),
      newsletterSubscriptions: await erase(newsletterSubscribers, newsletterSubscribers.email),
      pendingEmailsCancelled: await blankOutbox(true),
      sentEmailsRedacted: await blankOutbox(false),
      verificationDocuments: request.hasFile ? 1 : 0,
    };
    await tx
      .update(dataRequests)
      .set({
        status: 'completed',
        completedAt: sql`now()`,
        resolution: describeErasure(result),
        verificationFile: null,
        verificationFileName: null,
        verificationFileType: null,
      })
      .where(eq(dataRequests.id, requestId));
    return result;
  });
}
