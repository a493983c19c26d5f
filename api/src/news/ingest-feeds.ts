import type { Database } from '../db/client';
import { newsArticles } from '../db/schema';
import { contentVersions } from '../lib/content-versions';
import { errorFacts } from '../lib/error-facts';
import type { Logger } from '../lib/logger';
import { plainText } from '../lib/plain-text';
import { parseFeed } from './parse-feed';

const FETCH_TIMEOUT_MS = 10_000;
const MAX_FEED_BYTES = 5 * 1024 * 1024;
const MAX_ITEMS_PER_FEED = 50;
const SUMMARY_MAX = 400;

export interface IngestResult {
  feed: string;
  inserted: number;
  error?: string;
}

/** NEWS_FEEDS: URLs separated by commas or whitespace. */
export function feedList(setting: string): string[] {
  return setting.split(/[\s,]+/).filter(Boolean);
}

function httpUrl(value: string, base: string): string | null {
  try {
    const url = new URL(value, base);
    // Only web links: the news pages open these in a new tab.
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function shorten(text: string): string {
  if (text.length <= SUMMARY_MAX) return text;
  const cut = text.slice(0, SUMMARY_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : SUMMARY_MAX)}…`;
}

async function fetchFeed(feed: string, fetchImpl: typeof fetch): Promise<string> {
  const res = await fetchImpl(feed, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { Accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml' },
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = await res.text();
  if (body.length > MAX_FEED_BYTES) throw new Error('feed too large');
  return body;
}

/** Fetches one feed and inserts its new items; items already stored (same URL) are skipped. */
async function ingestFeed(db: Database, feed: string, fetchImpl: typeof fetch, now: Date) {
  const items = parseFeed(await fetchFeed(feed, fetchImpl)).slice(0, MAX_ITEMS_PER_FEED);
  const source = new URL(feed).hostname;
  const rows = items.flatMap((item) => {
    const url = httpUrl(item.link.trim(), feed);
    const title = plainText(item.title);
    if (!url || !title) return [];
    const published = item.publishedAt && item.publishedAt < now ? item.publishedAt : now;
    return [
      {
        title: title.slice(0, 300),
        summary: shorten(plainText(item.summary)) || null,
        author: item.author ? plainText(item.author).slice(0, 120) || null : null,
        category: 'industry-news',
        url,
        source,
        publishedAt: published,
      },
    ];
  });
  if (rows.length === 0) return 0;
  // The unique URL index makes a second process, or a second run, insert nothing twice.
  const inserted = await db
    .insert(newsArticles)
    .values(rows)
    .onConflictDoNothing({ target: newsArticles.url })
    .returning({ id: newsArticles.id });
  if (inserted.length > 0) contentVersions(db).changed();
  return inserted.length;
}

/** One pass over every feed. A failing feed is logged and left for the next run. */
export async function ingestFeeds(
  db: Database,
  feeds: readonly string[],
  log: Logger,
  fetchImpl: typeof fetch = fetch,
): Promise<IngestResult[]> {
  const results: IngestResult[] = [];
  for (const feed of feeds) {
    try {
      const inserted = await ingestFeed(db, feed, fetchImpl, new Date());
      log.info('news feed ingested', { feed, inserted });
      results.push({ feed, inserted });
    } catch (error) {
      log.warn('news feed failed', { feed, ...errorFacts(error) });
      results.push({
        feed,
        inserted: 0,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}
