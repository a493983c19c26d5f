import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminSessions, users } from '../db/schema';
import type { Logger } from '../lib/logger';
import { audit } from './audit';
import { hashPassword } from './password-hash';

export const MIN_PASSWORD_LENGTH = 12;
const FIRST_ADMIN_LOCK = 727_003;

/** Creates the admin or resets its password; a reset ends that admin's sessions. */
export async function setAdminPassword(
  db: Database,
  username: string,
  password: string,
): Promise<void> {
  if (!username.trim()) throw new Error('The admin username must not be empty.');
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The admin password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ username: username.trim(), password: hash })
      .onConflictDoUpdate({ target: users.username, set: { password: hash } })
      .returning({ id: users.id });
    if (!user) throw new Error('admin upsert returned no row');
    await tx.delete(adminSessions).where(eq(adminSessions.userId, user.id));
  });
  await audit(db, 'admin.password-set', username.trim(), null);
}

/**
 * At start: ADMIN_USERNAME/ADMIN_PASSWORD create or update that admin. Without them, and with
 * no user at all, an admin with a random password is created and the password printed once.
 */
export async function ensureFirstAdmin(
  db: Database,
  config: { username?: string; password?: string },
  log: Logger,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<void> {
  if (config.username && config.password) {
    await setAdminPassword(db, config.username, config.password);
    return;
  }
  if (config.username || config.password) {
    log.warn('ADMIN_USERNAME and ADMIN_PASSWORD must be set together; both ignored');
  }
  const password = randomBytes(18).toString('base64url');
  const hash = await hashPassword(password);
  // The lock makes "no user yet" and the insert one step when several processes start at once.
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing) return false;
    await tx.insert(users).values({ username: 'admin', password: hash });
    return true;
  });
  if (!created) return;
  print(
    [
      '',
      '================================================================',
      ' TermLens created the first admin. This password is shown ONCE:',
      '   username: admin',
      `   password: ${password}`,
      ' Change it with: pnpm --filter @termlens/api admin:set-password admin',
      '================================================================',
      '',
    ].join('\n'),
  );
}
