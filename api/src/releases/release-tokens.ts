import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type RemotePackage,
  releaseTokenEnvVar,
  remotePackages,
} from '@termlens/contracts/releases';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { releaseTokens } from '../db/schema';

// A token is 32 random bytes: a plain SHA-256 of it is as good as a slow hash, and lets a token
// be found by its hash.
const hashToken = (token: string) => createHash('sha256').update(token).digest();

/** The tokens set in the environment (RELEASE_TOKEN_MFE_*), by remote. */
export function envReleaseTokens(
  env: Partial<Record<string, string | undefined>>,
): Partial<Record<RemotePackage, string>> {
  return Object.fromEntries(
    remotePackages
      .map((remote) => [remote, env[releaseTokenEnvVar(remote)]?.trim()] as const)
      .filter(([, token]) => token),
  );
}

/** Makes a token for one remote and stores its hash; the token itself is returned only here. */
export async function createReleaseToken(db: Database, remote: RemotePackage): Promise<string> {
  const token = `tlr_${randomBytes(32).toString('base64url')}`;
  await db.insert(releaseTokens).values({ remote, tokenHash: hashToken(token).toString('hex') });
  return token;
}

/** The remote a token releases, or null when it is no token of this site. */
export async function remoteOfToken(
  db: Database,
  envTokens: Partial<Record<RemotePackage, string>>,
  token: string,
): Promise<RemotePackage | null> {
  const presented = hashToken(token);
  for (const [remote, envToken] of Object.entries(envTokens)) {
    if (envToken && timingSafeEqual(presented, hashToken(envToken))) {
      return remote as RemotePackage;
    }
  }
  const [row] = await db
    .select({ remote: releaseTokens.remote })
    .from(releaseTokens)
    .where(eq(releaseTokens.tokenHash, presented.toString('hex')));
  return (row?.remote as RemotePackage | undefined) ?? null;
}
