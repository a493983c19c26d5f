import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { leadDeliveries, leadDeliveryAttempts } from '../db/schema';
import { leadPayload } from './lead-payload';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';

/** Waits after each failed try: 6 tries over almost 2 hours, then the delivery is dead. */
export const retryDelaysMinutes = [1, 5, 15, 30, 60] as const;
export const maxAttempts = retryDelaysMinutes.length + 1;
export const REQUEST_TIMEOUT_MS = 10_000;
/**
 * How long a claim lasts: well past the request timeout, so a live process never loses it;
 * a delivery whose process died mid-request is taken again once it has run out.
 */
export const claimLeaseMs = 60_000;

export interface PartnerOptions {
  url: string;
  secret: string;
  batchSize?: number;
  now?: Date;
  timeoutMs?: number;
}

export interface DeliveryRun {
  delivered: number;
  failed: number;
  dead: number;
}

type DeliveryRow = typeof leadDeliveries.$inferSelect;

/**
 * Sends one batch of due deliveries. A short statement claims them (status 'sending', claimedAt
 * the claim's start) with `for update skip locked`, so two API processes never claim the same
 * one and no lock is held while the partner answers. Each try is logged; a failure waits its
 * backoff, and the last one leaves the delivery dead until someone retries it.
 */
export async function deliverLeads(db: Database, options: PartnerOptions): Promise<DeliveryRun> {
  const now = options.now ?? new Date();
  const claimable = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(
      or(
        and(
          eq(leadDeliveries.status, 'pending'),
          // A fresh row is always due: its microsecond default could be a hair after `now`.
          or(eq(leadDeliveries.attempts, 0), lte(leadDeliveries.nextAttemptAt, now)),
        ),
        and(
          eq(leadDeliveries.status, 'sending'),
          lte(leadDeliveries.claimedAt, new Date(now.getTime() - claimLeaseMs)),
        ),
      ),
    )
    .orderBy(asc(leadDeliveries.nextAttemptAt))
    .limit(options.batchSize ?? 10)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(leadDeliveries)
    .set({ status: 'sending', claimedAt: now })
    .where(inArray(leadDeliveries.id, claimable))
    .returning();
  const outcomes = await Promise.all(rows.map((row) => deliverOne(db, row, options, now)));
  return {
    delivered: outcomes.filter((o) => o === 'delivered').length,
    failed: outcomes.filter((o) => o === 'failed').length,
    dead: outcomes.filter((o) => o === 'dead').length,
  };
}

async function deliverOne(
  db: Database,
  row: DeliveryRow,
  options: PartnerOptions,
  claimedAt: Date,
): Promise<keyof DeliveryRun | 'gone'> {
  const ours = and(
    eq(leadDeliveries.id, row.id),
    eq(leadDeliveries.status, 'sending'),
    eq(leadDeliveries.claimedAt, claimedAt),
  );
  const body = await leadPayload(db, row.leadId);
  if (body === undefined) return 'gone';
  const started = Date.now();
  const failure = await post(options, row.idempotencyKey, body);
  const attempts = row.attempts + 1;
  await db.insert(leadDeliveryAttempts).values({
    deliveryId: row.id,
    httpStatus: failure.httpStatus,
    error: failure.error,
    durationMs: Date.now() - started,
  });
  if (failure.error === null) {
    await db
      .update(leadDeliveries)
      .set({
        status: 'delivered',
        attempts,
        lastError: null,
        claimedAt: null,
        deliveredAt: new Date(),
      })
      .where(ours);
    return 'delivered';
  }
  const delayMinutes = retryDelaysMinutes[attempts - 1];
  const dead = delayMinutes === undefined;
  await db
    .update(leadDeliveries)
    .set({
      status: dead ? 'dead' : 'pending',
      attempts,
      lastError: failure.error,
      claimedAt: null,
      nextAttemptAt: new Date(claimedAt.getTime() + (delayMinutes ?? 0) * 60_000),
    })
    .where(ours);
  return dead ? 'dead' : 'failed';
}

/** One POST; answers the status and, unless it was a 2xx, why it failed. */
async function post(
  options: PartnerOptions,
  idempotencyKey: string,
  body: string,
): Promise<{ httpStatus: number | null; error: string | null }> {
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'TermLens-Webhook/1',
        'Idempotency-Key': idempotencyKey,
        [SIGNATURE_HEADER]: signWebhook(options.secret, body, new Date()),
      },
      body,
      // A redirect would send the lead somewhere the partner did not name.
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    // The answer's body is not read (it could be anything); freeing it frees the connection.
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return { httpStatus: response.status, error: ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    return { httpStatus: null, error: failureText(error, options.timeoutMs ?? REQUEST_TIMEOUT_MS) };
  }
}

function failureText(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `No answer within ${timeoutMs / 1000} s`;
  }
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  if (code === 'ECONNREFUSED') return 'Connection refused';
  const message = error instanceof Error ? error.message : String(error);
  return (code ? `${code}: ${message}` : message).slice(0, 300);
}
