import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

export const MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;

/**
 * Seconds until sign-in is allowed again for this username and address, or 0 when it is.
 * Counted from the audit log, so every API process sees the same failures.
 */
export async function lockoutSeconds(db: Database, username: string, ip: string): Promise<number> {
  const windowSeconds = LOCKOUT_WINDOW_MS / 1000;
  const failures = await db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'admin.sign-in.failed'),
        gt(auditLog.createdAt, sql`now() - make_interval(secs => ${windowSeconds})`),
        or(sql`${auditLog.detail}->>'username' = ${username}`, eq(auditLog.ip, ip)),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(MAX_FAILURES);
  const fifth = failures[MAX_FAILURES - 1];
  if (!fifth) return 0;
  // Allowed again once the fifth most recent failure leaves the window.
  const unlockAt = fifth.at.getTime() + LOCKOUT_WINDOW_MS;
  return Math.max(1, Math.ceil((unlockAt - Date.now()) / 1000));
}
