import { remotes } from '@termlens/contracts/releases';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { createLogger, type Logger } from '../lib/logger';
import { ReleaseRegistry } from './release-registry';

const seeds = Object.fromEntries(
  remotes.map((r) => [r.packageName, `/remotes/${r.packageName}/mf-manifest.json`]),
) as ConstructorParameters<typeof ReleaseRegistry>[0]['seeds'];

describe('ReleaseRegistry while the database is down', () => {
  it('serves the seeds, logs the outage once, and lets requests go on without waiting', async () => {
    let attempts = 0;
    // The first read fails at once; the next hangs, as a connection to a dead server can.
    const db = {
      insert: () => {
        attempts++;
        return {
          values: () => ({
            onConflictDoNothing: () =>
              attempts === 1
                ? Promise.reject(new Error('connect ECONNREFUSED'))
                : new Promise(() => {}),
          }),
        };
      },
    } as unknown as Database;
    const error = vi.fn();
    const log = { error, warn: () => {}, info: () => {}, debug: () => {} } as unknown as Logger;
    const registry = new ReleaseRegistry({ db, log, seeds, maxAgeMs: 0 });

    await registry.fresh();
    expect(registry.manifestUrls()).toEqual(seeds);
    await registry.fresh();
    await registry.fresh();
    expect(attempts).toBe(2);
    expect(registry.manifestUrls()).toEqual(seeds);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('ReleaseRegistry reads racing a release made here', () => {
  it('keeps the release when a read that began before it ends after it', async () => {
    const remote = 'mfe-quotes';
    const old = { remote, seq: 1, id: 1, manifestUrl: seeds[remote], previousId: null };
    let reads = 0;
    let endRead: ((rows: unknown[]) => void) | undefined;
    // The first read fails (the database flapping), so the next is not waited for; it hangs
    // until this test ends it, holding rows from before the release.
    const db = {
      insert: () => ({
        values: (values: Record<string, unknown>) => ({
          onConflictDoNothing: () =>
            ++reads === 1 ? Promise.reject(new Error('connect ECONNREFUSED')) : Promise.resolve(),
          returning: async () => [
            { ...values, id: 2, activatedAt: new Date(), buildVersion: '2', manifestHash: 'h' },
          ],
        }),
      }),
      select: () => ({
        from: () => ({
          where: () =>
            Object.assign(new Promise<unknown[]>((resolve) => (endRead ??= resolve)), {
              orderBy: () => ({ limit: async () => [old] }),
            }),
        }),
      }),
    } as unknown as Database;
    const registry = new ReleaseRegistry({
      db,
      log: createLogger('silent'),
      seeds,
      maxAgeMs: 0,
    });
    await registry.fresh();
    await registry.fresh();

    const released = 'https://cdn.example/quotes/mf-manifest.json';
    await registry.activate(
      remote,
      { manifestUrl: released, buildVersion: '2', manifestHash: 'h' },
      'test',
    );
    expect(registry.manifestUrls()[remote]).toBe(released);
    endRead?.([old]);
    await new Promise((r) => setTimeout(r, 0));
    expect(registry.manifestUrls()[remote]).toBe(released);
  });
});
