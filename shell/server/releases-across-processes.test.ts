import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from '@termlens/api/db/client';
import { freePort } from '@termlens/api/test/server-process';
import { testDatabases } from '@termlens/api/test/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigElementId } from '../src/site/remotes';
import { fakeWebRoot } from './test/fake-web-root';
import { quotesReleasedTwice } from './test/quotes-release-history';

// Several processes on one PostgreSQL: a release made through one is what every one serves.
const postgres = (await testDatabases()).find((db) => db.name === 'postgres');
const TOKEN = 'quotes-team-token-for-two-processes';
const cdn = 'https://cdn.example/quotes/mf-manifest.json';
const own = '/remotes/mfe-quotes/mf-manifest.json';

const waitFor = async (check: () => Promise<boolean>, what: string, ms = 60_000) => {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** The manifest URL of mfe-quotes a process serves now, in /runtime-config.json and in a page. */
async function servedRelease(url: string): Promise<{ json: string; page: string; csp: string }> {
  const config = await fetch(`${url}/runtime-config.json`);
  const pageAnswer = await fetch(`${url}/`);
  const page = await pageAnswer.text();
  const inline = new RegExp(`<script[^>]* id="${runtimeConfigElementId}"[^>]*>(.*?)</script>`).exec(
    page,
  );
  return {
    json: ((await config.json()) as { remotes: Record<string, string> }).remotes.mfe_quotes ?? '',
    page:
      (JSON.parse(inline?.[1] ?? '{}') as { remotes?: Record<string, string> }).remotes
        ?.mfe_quotes ?? '',
    csp: pageAnswer.headers.get('content-security-policy') ?? '',
  };
}

describe.skipIf(!postgres)('a release across two server processes on one PostgreSQL', () => {
  const webRoot = fakeWebRoot();
  let handle: DatabaseHandle;
  const children: ChildProcess[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    if (!postgres) return;
    handle = await postgres.open();
    // History made before these processes started: the seed, then a release on a CDN.
    await quotesReleasedTwice(handle.db, own, cdn);
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: join(import.meta.dirname, '..'),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'error',
          HOST: '127.0.0.1',
          PORT: String(port),
          SITE_URL: url,
          WEB_ROOT: webRoot,
          DATABASE_URL: postgres.databaseUrl ?? '',
          RELEASE_TOKEN_MFE_QUOTES: TOKEN,
        },
        stdio: 'ignore',
      });
      children.push(child);
      urls.push(url);
    }
    await Promise.all(
      urls.map((url) =>
        waitFor(async () => (await fetch(`${url}/api/health`)).ok, `${url} to start`),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    );
    rmSync(webRoot, { recursive: true, force: true });
    if (handle) await postgres?.close();
  });

  it('is served by both, in the runtime config, the page and the CSP, within 5 s', async () => {
    for (const url of urls) {
      expect(await servedRelease(url)).toMatchObject({ json: cdn, page: cdn });
      expect((await servedRelease(url)).csp).toContain('https://cdn.example');
    }
    const [first, second] = urls as [string, string];
    const rolledBack = await fetch(`${first}/api/releases/mfe-quotes/rollback`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(rolledBack.status).toBe(201);
    const started = Date.now();
    // The process that made it serves it at once; the other within its next read.
    expect(await servedRelease(first)).toMatchObject({ json: own, page: own });
    await waitFor(
      async () => {
        const served = await servedRelease(second);
        return served.json === own && served.page === own;
      },
      'the second process to switch',
      5000,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    const csp = (await servedRelease(second)).csp;
    expect(csp).not.toContain('https://cdn.example');
  }, 60_000);
});
