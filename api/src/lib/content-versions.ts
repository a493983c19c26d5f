import type { Database } from '../db/client';
import { contentVersions as contentVersionsTable } from '../db/schema';
import { withTimeout } from './with-timeout';

/** The kinds of content a list or a page shows, each with its counter in `content_versions`. */
export type ContentTopic = 'blog' | 'news' | 'resources' | 'carriers';

/** The counters as one read found them. */
export interface Versions {
  of(topic: ContentTopic): number;
  /** every counter in one string: what a page that may show any content depends on */
  key: string;
}

/** How long a read of the counters is trusted: another process's write shows within this. */
export const VERSIONS_MAX_AGE_MS = 1000;
/** How long a request waits for the counters, as long as a health check waits for the database. */
const READ_TIMEOUT_MS = 2000;

interface Read {
  versions: Versions;
  startedAt: number;
  /** `changes` when the read started: a write of this process after that makes it stale */
  changes: number;
}

/**
 * This process's view of the content counters. Asked on every request, it reads the table at
 * most once per `maxAgeMs` (one read at a time, shared by the requests waiting for it), so
 * several processes on one database agree within that time without a query per request.
 * A write made by this process calls `changed()`, so its own next request reads at once.
 */
export class ContentVersions {
  private last?: Read;
  private reading?: { changes: number; versions: Promise<Versions> };
  private changes = 0;

  constructor(
    private readonly db: Database,
    private readonly maxAgeMs = VERSIONS_MAX_AGE_MS,
  ) {}

  current(): Versions | Promise<Versions> {
    const last = this.last;
    if (last && last.changes === this.changes && Date.now() - last.startedAt < this.maxAgeMs) {
      return last.versions;
    }
    // A read that started before this process's latest write may miss it: not joined.
    if (this.reading?.changes !== this.changes) this.reading = this.read();
    return this.reading.versions;
  }

  /** This process changed content: the next request reads the counters again. */
  changed(): void {
    this.changes++;
  }

  private read(): { changes: number; versions: Promise<Versions> } {
    const changes = this.changes;
    const startedAt = Date.now();
    // Bounded: while the database is going away a query can hang, and every kept list and page
    // waits on this one read; past the bound they go on without the cache.
    const versions = withTimeout(
      Promise.resolve(this.db.select().from(contentVersionsTable)),
      READ_TIMEOUT_MS,
      'reading the content counters',
    )
      .then((rows) => {
        const byTopic = new Map(rows.map((row) => [row.topic, row.version]));
        const read: Versions = {
          of: (topic) => byTopic.get(topic) ?? 0,
          key: rows
            .map((row) => `${row.topic}:${row.version}`)
            .sort()
            .join(' '),
        };
        if (!this.last || this.last.startedAt <= startedAt) {
          this.last = { versions: read, startedAt, changes };
        }
        return read;
      })
      .finally(() => {
        if (this.reading?.versions === versions) this.reading = undefined;
      });
    return { changes, versions };
  }
}

const byDatabase = new WeakMap<Database, ContentVersions>();

/** The counters of one database handle, shared by everything in this process that uses it. */
export function contentVersions(db: Database): ContentVersions {
  let versions = byDatabase.get(db);
  if (!versions) {
    versions = new ContentVersions(db);
    byDatabase.set(db, versions);
  }
  return versions;
}
