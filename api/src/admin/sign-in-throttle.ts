import { and, eq, gt, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import {
  hitThrottle,
  maybePrune,
  resetThrottle,
  signInThrottleRules,
  type ThrottleRule,
} from '../lib/rate-limit';

/** How long a successful sign-in vouches for its address, for that username. */
const KNOWN_ADDRESS_DAYS = 30;

export interface SignInRefusal {
  /** `locked`: this username at this address; `delayed`: this username from elsewhere */
  reason: 'locked' | 'delayed';
  retryAfterSeconds: number;
}

const pairSubject = (username: string, address: string) => JSON.stringify([username, address]);

/** Whether this username signed in from this address lately, by the audit log. */
async function signedInFrom(db: Database, username: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'admin.sign-in'),
        eq(auditLog.actor, username),
        eq(auditLog.ip, address),
        gt(auditLog.createdAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Reserves a password check before it is made, so parallel guesses cannot all slip past a count
 * read beforehand: null when the check may go ahead. The pair (username, address) is always
 * counted; the username across addresses too, unless this address has signed in as it lately, so
 * a flood from elsewhere never keeps the admin out. The pair goes first, so a locked pair is
 * answered as such; both take the hit or neither does, so a delayed attempt does not use up the
 * pair's five.
 */
export async function reserveSignInCheck(
  db: Database,
  username: string,
  address: string,
): Promise<SignInRefusal | null> {
  const counters: [ThrottleRule, string, SignInRefusal['reason']][] = [
    [signInThrottleRules.pair, pairSubject(username, address), 'locked'],
  ];
  if (!(await signedInFrom(db, username, address))) {
    counters.push([signInThrottleRules.username, username, 'delayed']);
  }
  let refusal: SignInRefusal | null = null;
  try {
    await db.transaction(async (tx) => {
      for (const [rule, subject, reason] of counters) {
        const { allowed, retryAfter } = await hitThrottle(tx, rule, subject);
        if (!allowed) {
          refusal = { reason, retryAfterSeconds: retryAfter };
          tx.rollback();
        }
      }
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  await maybePrune(db);
  return refusal;
}

/** A successful sign-in forgets the pair's failures; the username's count stays. */
export async function forgetPairFailures(
  db: Database,
  username: string,
  address: string,
): Promise<void> {
  await resetThrottle(db, signInThrottleRules.pair, pairSubject(username, address));
}
