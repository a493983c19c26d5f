import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';

const settingKey = 'signing-secret';
const secrets = new WeakMap<Database, Promise<Buffer>>();

/**
 * The key that signs links (unsubscribe, downloads). SIGNING_SECRET wins when set; otherwise
 * the first process to ask stores a random one in app_settings and every process reads that
 * same row, so a link signed by one API process verifies on another and survives restarts.
 */
export async function signingSecret(db: Database, envSecret?: string): Promise<Buffer> {
  if (envSecret) return Buffer.from(envSecret, 'utf8');
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    // A failed read must not poison the cache: the next call tries again.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

async function loadOrCreate(db: Database): Promise<Buffer> {
  await db
    .insert(appSettings)
    .values({ key: settingKey, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, settingKey));
  if (!row) throw new Error('signing secret missing after insert');
  return Buffer.from(row.value, 'hex');
}
