import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';

const SETTING_KEY = 'signing-secret';

/**
 * The secret that signs download links. SIGNING_SECRET wins; otherwise one is generated and
 * stored in app_settings. Insert-if-absent then read back, so every API process signs with the
 * same secret, whichever of them started first.
 */
export async function loadSigningSecret(db: Database, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTING_KEY));
  if (!row) throw new Error('signing secret missing after insert');
  return row.value;
}
