import { remotes } from '@termlens/contracts/releases';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
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
