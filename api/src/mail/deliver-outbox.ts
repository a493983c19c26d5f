import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailCourseSubscribers, emailOutbox, newsletterSubscribers } from '../db/schema';
import type { MailTransport } from './mail-transport';
import { listForKind, type MailingList, unsubscribeUrl } from './unsubscribe-link';

export const maxAttempts = 5;
/** Retry n waits 2^n - 1 times this after the message was queued: 30 s, 1.5 min, 3.5 min... */
const backoffSeconds = 30;

export interface DeliverOptions {
  transport: MailTransport;
  from: string;
  siteUrl: string;
  secret: Buffer;
  batchSize?: number;
  now?: Date;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
  cancelled: number;
}

/**
 * Sends one batch of pending outbox rows. The rows stay locked (`for update skip locked`) while
 * they are sent, so two API processes never send the same message; a failure is recorded on the
 * row and retried later with backoff, up to maxAttempts. Logs and errors carry ids only: the
 * error text stored is the transport's, never the address or body.
 */
export async function deliverOutbox(
  db: Database,
  options: DeliverOptions,
): Promise<DeliveryResult> {
  const now = options.now ?? new Date();
  const result: DeliveryResult = { sent: 0, failed: 0, cancelled: 0 };
  await db.transaction(async (tx) => {
    // A first attempt is always due: comparing a fresh row's microsecond createdAt with a
    // millisecond `now` could otherwise hold it back until the next run.
    const due = or(
      eq(emailOutbox.attempts, 0),
      sql`${emailOutbox.createdAt} + make_interval(secs => ${backoffSeconds} * (power(2, ${emailOutbox.attempts}) - 1)) <= ${now.toISOString()}::timestamptz`,
    );
    const rows = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.attempts, maxAttempts), due))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(options.batchSize ?? 20)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      const list = listForKind(row.kind);
      let headers: Record<string, string> | undefined;
      if (list) {
        const subscriberId = await activeSubscriberId(tx, list, row.to);
        // Unsubscribed between queueing and sending: the message must not go out.
        if (subscriberId === undefined) {
          await tx
            .update(emailOutbox)
            .set({ status: 'cancelled' })
            .where(eq(emailOutbox.id, row.id));
          result.cancelled++;
          continue;
        }
        const link = unsubscribeUrl(options.siteUrl, options.secret, list, subscriberId);
        headers = {
          'List-Unsubscribe': `<${link}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        };
      }
      try {
        await options.transport.send({
          from: options.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          headers,
        });
        await tx
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: now, attempts: row.attempts + 1, lastError: null })
          .where(eq(emailOutbox.id, row.id));
        result.sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        await tx
          .update(emailOutbox)
          .set({
            attempts,
            lastError: errorSummary(error),
            status: attempts >= maxAttempts ? 'failed' : 'pending',
          })
          .where(eq(emailOutbox.id, row.id));
        result.failed++;
      }
    }
  });
  return result;
}

async function activeSubscriberId(
  db: Pick<Database, 'select'>,
  list: MailingList,
  email: string,
): Promise<number | undefined> {
  const table = list === 'course' ? emailCourseSubscribers : newsletterSubscribers;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.email, email), eq(table.isActive, true)));
  return row?.id;
}

/** SMTP errors can quote the recipient; keep the code and a short, address-free message. */
function errorSummary(error: unknown): string {
  const code =
    (error as { code?: unknown; responseCode?: unknown })?.responseCode ??
    (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : String(error);
  const scrubbed = message.replace(/[^\s<>@]+@[^\s<>@]+/g, '<address>').slice(0, 300);
  return code ? `${String(code)}: ${scrubbed}` : scrubbed;
}
