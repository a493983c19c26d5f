import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';
import { errorFacts } from '../lib/error-facts';
import type { Logger } from '../lib/logger';
import { ingestFeeds } from './ingest-feeds';

export const INGEST_INTERVAL_MS = 30 * 60 * 1000;
const CLAIM_KEY = 'news-ingest:last-run';

/**
 * Claims this interval's run: moves the last-run time forward only if it is older than the
 * interval. The update is atomic, so of several API processes exactly one wins each interval.
 */
export async function claimIngestRun(db: Database, now: Date, intervalMs: number) {
  await db
    .insert(appSettings)
    .values({ key: CLAIM_KEY, value: new Date(0).toISOString() })
    .onConflictDoNothing({ target: appSettings.key });
  // ISO timestamps of one format compare correctly as text.
  const cutoff = new Date(now.getTime() - intervalMs + 60_000).toISOString();
  const claimed = await db
    .update(appSettings)
    .set({ value: now.toISOString(), updatedAt: now })
    .where(and(eq(appSettings.key, CLAIM_KEY), lt(appSettings.value, cutoff)))
    .returning({ key: appSettings.key });
  return claimed.length > 0;
}

/** Ingests the feeds now and every 30 minutes; answers a function that stops the schedule. */
export function startFeedScheduler(db: Database, feeds: readonly string[], log: Logger) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      if (await claimIngestRun(db, new Date(), INGEST_INTERVAL_MS)) {
        await ingestFeeds(db, feeds, log);
      }
    } catch (error) {
      log.error('news ingest run failed', errorFacts(error));
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, INGEST_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
