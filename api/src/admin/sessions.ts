import { createHash, randomBytes } from 'node:crypto';
import type { UserRole } from '@termlens/contracts/lead-pipeline';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminSessions, users } from '../db/schema';

export const SESSION_COOKIE = 'termlens_admin';
export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;

export interface AdminSession {
  id: number;
  userId: number;
  username: string;
  role: UserRole;
}

// Only the hash is stored: a leaked table does not yield usable cookies.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh session; answers the token that goes into the cookie. */
export async function createSession(db: Database, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ABSOLUTE_TIMEOUT_MS),
  });
  return token;
}

/**
 * The session behind a cookie token when it is neither idle for 30 minutes nor older than its
 * absolute limit; using it resets the idle clock. The database clock decides, so every process
 * agrees.
 */
export async function touchSession(db: Database, token: string): Promise<AdminSession | null> {
  const idleSeconds = IDLE_TIMEOUT_MS / 1000;
  const [row] = await db
    .update(adminSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        gt(adminSessions.expiresAt, sql`now()`),
        gt(adminSessions.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    )
    .returning({ id: adminSessions.id, userId: adminSessions.userId });
  if (!row) return null;
  // A deactivated user's sessions are deleted; the check covers one made meanwhile.
  const [user] = await db
    .select({ username: users.username, role: users.role })
    .from(users)
    .where(and(eq(users.id, row.userId), eq(users.isActive, true)));
  return user ? { ...row, ...user } : null;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}
