import {
  type Release,
  type RemotePackage,
  type RemoteReleases,
  remotePackages,
} from '@termlens/contracts/releases';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { remoteReleases } from '../db/schema';
import { errorFacts } from '../lib/error-facts';
import type { Logger } from '../lib/logger';
import { withTimeout } from '../lib/with-timeout';

/** How long a page waits for the current releases, as long as a health check waits. */
const READ_TIMEOUT_MS = 2000;

type ReleaseRow = typeof remoteReleases.$inferSelect;

const toRelease = (row: ReleaseRow): Release => ({
  id: row.id,
  remote: row.remote as RemotePackage,
  manifestUrl: row.manifestUrl,
  buildVersion: row.buildVersion,
  manifestHash: row.manifestHash,
  releasedBy: row.releasedBy,
  activatedAt: row.activatedAt.toISOString(),
  isRollback: row.isRollback,
});

/** Another release of the same remote became current meanwhile. */
export class ReleaseConflictError extends Error {}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

export interface ReleaseRegistryOptions {
  db: Database;
  log: Logger;
  /** each remote's first release, when the database has none: REMOTE_MFE_*_URL or the default */
  seeds: Record<RemotePackage, string>;
  /** how long this process trusts what it read of the current releases (other processes release too) */
  maxAgeMs?: number;
}

/**
 * The current release of each remote, for every process on the database. Reads are answered
 * from memory (`manifestUrls`); `fresh()` reads the database again when the last read is older
 * than `maxAgeMs`, so a release made by any process is seen by all within that time. A release
 * made here is seen here at once. Until the first read succeeds (database down at start-up),
 * the seeds are the current releases.
 */
export class ReleaseRegistry {
  private current: Record<RemotePackage, string>;
  /**
   * The sequence number of each remote's current release as known here. A read whose query ran
   * before a release made here can end after it; releases only move forward, so an older row
   * than the one known never replaces it.
   */
  private readonly seqs: Partial<Record<RemotePackage, number>> = {};
  private readAt = 0;
  private reading?: Promise<void>;
  private seeded = false;
  /** whether the last read failed, so an outage is logged once rather than every read */
  private failing = false;

  constructor(private readonly options: ReleaseRegistryOptions) {
    this.current = { ...options.seeds };
  }

  /** remote -> the manifest URL of its current release, as last read */
  manifestUrls(): Readonly<Record<RemotePackage, string>> {
    return this.current;
  }

  /**
   * Reads the current releases again if the last read is older than `maxAgeMs`; never throws.
   * After a failed read it does not wait for the next one.
   */
  async fresh(): Promise<void> {
    if (Date.now() - this.readAt < (this.options.maxAgeMs ?? 1000)) return;
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    // While the database is down, requests go on with the last known releases rather than
    // each waiting out a connection attempt.
    if (!this.failing) await this.reading;
  }

  private async read(): Promise<void> {
    try {
      // Bounded: while the database is going away a query can hang, and every page waits on
      // this one read.
      const rows = await withTimeout(
        (async () => {
          if (!this.seeded) await this.seed();
          return this.currentRows(this.options.db);
        })(),
        READ_TIMEOUT_MS,
        'reading the current releases',
      );
      for (const row of rows) this.know(row);
      this.failing = false;
    } catch (err) {
      // Keep serving what was last read; the next request tries again.
      if (!this.failing) {
        this.options.log.error('release registry unreadable: serving the last known releases', {
          ...errorFacts(err),
        });
      }
      this.failing = true;
    }
    this.readAt = Date.now();
  }

  /** Takes a release row as its remote's current one unless a later one is known already. */
  private know(row: ReleaseRow): void {
    const remote = row.remote as RemotePackage;
    if (row.seq < (this.seqs[remote] ?? 0)) return;
    this.seqs[remote] = row.seq;
    // A new object only on a change: whoever derives from these URLs keys on their identity.
    if (this.current[remote] !== row.manifestUrl) {
      this.current = { ...this.current, [remote]: row.manifestUrl };
    }
  }

  /** A remote without any release gets its seed as its first; racing processes insert it once. */
  private async seed(): Promise<void> {
    await this.options.db
      .insert(remoteReleases)
      .values(
        remotePackages.map((remote) => ({
          remote,
          seq: 1,
          manifestUrl: this.options.seeds[remote],
          releasedBy: 'environment',
        })),
      )
      .onConflictDoNothing();
    this.seeded = true;
  }

  private async currentRows(db: Database): Promise<ReleaseRow[]> {
    return db
      .select()
      .from(remoteReleases)
      .where(
        sql`${remoteReleases.seq} = (select max(r.seq) from ${remoteReleases} r where r.remote = ${remoteReleases.remote})`,
      );
  }

  private async currentRow(db: Database, remote: RemotePackage): Promise<ReleaseRow | undefined> {
    const [row] = await db
      .select()
      .from(remoteReleases)
      .where(eq(remoteReleases.remote, remote))
      .orderBy(desc(remoteReleases.seq))
      .limit(1);
    return row;
  }

  private async insertAfter(
    current: ReleaseRow | undefined,
    values: Omit<typeof remoteReleases.$inferInsert, 'seq' | 'remote'>,
    remote: RemotePackage,
  ): Promise<Release> {
    try {
      const [row] = await this.options.db
        .insert(remoteReleases)
        .values({ ...values, remote, seq: (current?.seq ?? 0) + 1 })
        .returning();
      if (!row) throw new Error('the release was not stored');
      this.know(row);
      return toRelease(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ReleaseConflictError('another release came first');
      throw err;
    }
  }

  /** Makes a checked build the remote's current release. */
  async activate(
    remote: RemotePackage,
    build: { manifestUrl: string; buildVersion: string; manifestHash: string },
    releasedBy: string,
  ): Promise<Release> {
    await this.fresh();
    const current = await this.currentRow(this.options.db, remote);
    return this.insertAfter(current, { ...build, releasedBy, previousId: current?.id }, remote);
  }

  /**
   * Makes the release the current one replaced current again, as a new row marked a rollback;
   * it replaced what that one replaced, so rolling back again steps further back. Null when the
   * current release replaced none.
   */
  async rollback(remote: RemotePackage, releasedBy: string): Promise<Release | null> {
    await this.fresh();
    const current = await this.currentRow(this.options.db, remote);
    if (!current?.previousId) return null;
    const [previous] = await this.options.db
      .select()
      .from(remoteReleases)
      .where(eq(remoteReleases.id, current.previousId));
    if (!previous) return null;
    return this.insertAfter(
      current,
      {
        manifestUrl: previous.manifestUrl,
        buildVersion: previous.buildVersion,
        manifestHash: previous.manifestHash,
        releasedBy,
        isRollback: true,
        previousId: previous.previousId,
      },
      remote,
    );
  }

  /** Every remote's current release and history, newest first. */
  async list(historyLength = 20): Promise<RemoteReleases[]> {
    await this.fresh();
    return Promise.all(
      remotePackages.map(async (remote) => {
        const rows = await this.options.db
          .select()
          .from(remoteReleases)
          .where(eq(remoteReleases.remote, remote))
          .orderBy(desc(remoteReleases.seq))
          .limit(historyLength);
        const [current] = rows;
        return {
          remote,
          current: current ? toRelease(current) : null,
          history: rows.map(toRelease),
          canRollBack: Boolean(current?.previousId),
        };
      }),
    );
  }
}
