import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailCourseSubscribers, emailOutbox, newsletterSubscribers } from '../db/schema';
import type { MailTransport } from './mail-transport';
import { listForKind, type MailingList, unsubscribeUrl } from './unsubscribe-link';

export const maxAttempts = 5;
/** Retry n waits 2^n - 1 times this after the message was queued: 30 s, 1.5 min, 3.5 min... */
const backoffSeconds = 30;
/**
 * How long a claim on a row lasts. Longer than any send can take (nodemailer gives up on a
 * silent socket after 10 minutes), so a live process never loses its claim; the rows of a
 * process that died mid-send are taken again once it has run out.
 */
export const claimLeaseMs = 15 * 60 * 1000;

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
  /** handed to a transport that only records them (no SMTP): done, but never delivered */
  recorded: number;
  failed: number;
  cancelled: number;
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Sends one batch of outbox rows, all at once: the transport decides how many go out in
 * parallel and how fast. A short statement first claims the rows (status 'sending', sentAt the
 * claim's start) with `for update skip locked`, so two API processes never claim the same row,
 * and no lock or transaction is held while the mail server answers. A failure is recorded on
 * the row and retried later with backoff, up to maxAttempts. Logs and errors carry ids only:
 * the error text stored is the transport's, never the address or body.
 */
export async function deliverOutbox(
  db: Database,
  options: DeliverOptions,
): Promise<DeliveryResult> {
  const now = options.now ?? new Date();
  // A first attempt is always due: comparing a fresh row's microsecond createdAt with a
  // millisecond `now` could otherwise hold it back until the next run.
  const due = or(
    eq(emailOutbox.attempts, 0),
    sql`${emailOutbox.createdAt} + make_interval(secs => ${backoffSeconds} * (power(2, ${emailOutbox.attempts}) - 1)) <= ${now.toISOString()}::timestamptz`,
  );
  const abandoned = and(
    eq(emailOutbox.status, 'sending'),
    lte(emailOutbox.sentAt, new Date(now.getTime() - claimLeaseMs)),
  );
  const claimable = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.attempts, maxAttempts), due),
        abandoned,
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(options.batchSize ?? 20)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'sending', sentAt: now })
    .where(inArray(emailOutbox.id, claimable))
    .returning();

  const outcomes = await Promise.all(rows.map((row) => deliverRow(db, row, options, now)));
  return {
    sent: outcomes.filter((o) => o === 'sent').length,
    recorded: outcomes.filter((o) => o === 'recorded').length,
    failed: outcomes.filter((o) => o === 'failed').length,
    cancelled: outcomes.filter((o) => o === 'cancelled').length,
  };
}

/** Sends one claimed row and records the outcome, unless its claim was taken over meanwhile. */
async function deliverRow(
  db: Database,
  row: OutboxRow,
  options: DeliverOptions,
  claimedAt: Date,
): Promise<keyof DeliveryResult> {
  const ours = and(
    eq(emailOutbox.id, row.id),
    eq(emailOutbox.status, 'sending'),
    eq(emailOutbox.sentAt, claimedAt),
  );
  const list = listForKind(row.kind);
  let headers: Record<string, string> | undefined;
  if (list) {
    const subscriberId = await activeSubscriberId(db, list, row.to);
    // Unsubscribed between queueing and sending: the message must not go out.
    if (subscriberId === undefined) {
      await db.update(emailOutbox).set({ status: 'cancelled', sentAt: null }).where(ours);
      return 'cancelled';
    }
    const link = unsubscribeUrl(options.siteUrl, options.secret, list, subscriberId);
    headers = {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
  const attempts = row.attempts + 1;
  try {
    await options.transport.send({
      from: options.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      headers,
    });
  } catch (error) {
    await db
      .update(emailOutbox)
      .set({
        attempts,
        lastError: errorSummary(error),
        status: attempts >= maxAttempts ? 'failed' : 'pending',
        sentAt: null,
      })
      .where(ours);
    return 'failed';
  }
  const status = options.transport.recordsOnly ? 'recorded' : 'sent';
  await db.update(emailOutbox).set({ status, attempts, lastError: null }).where(ours);
  return status;
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
