import type { Database } from '@termlens/api/db/client';
import { remoteReleases } from '@termlens/api/db/schema';

/**
 * mfe-quotes' history before the sites under test start: its seed at `first`, then a release
 * to `then` that a rollback undoes.
 */
export async function quotesReleasedTwice(db: Database, first: string, then: string) {
  const [seed] = await db
    .insert(remoteReleases)
    .values({ remote: 'mfe-quotes', seq: 1, manifestUrl: first, releasedBy: 'environment' })
    .returning();
  await db.insert(remoteReleases).values({
    remote: 'mfe-quotes',
    seq: 2,
    manifestUrl: then,
    releasedBy: 'team:mfe-quotes',
    previousId: seed?.id,
  });
}
