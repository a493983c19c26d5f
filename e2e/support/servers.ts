import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@termlens/api/test/server-process';

// The specs and benches pick ports through here too.
export { freePort };

export const repoRoot = resolve(import.meta.dirname, '../..');
const shellDir = join(repoRoot, 'shell');
const tsxCli = createRequire(join(shellDir, 'package.json')).resolve('tsx/cli');

export interface RunningServer {
  url: string;
  port: number;
  output: () => string;
  stop(): Promise<void>;
}

function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: (url: string) => Promise<boolean>,
  url: string,
  port: number,
  cleanup = () => {},
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [tsxCli, ...args], {
    cwd: shellDir,
    // One server process unless a test asks for more: these tests read one process's log, and
    // the cluster has its own test (api/src/run-server.test.ts).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const stop = () =>
    new Promise<void>((res) => {
      if (child.exitCode !== null) return res(cleanup());
      child.once('exit', () => res(cleanup()));
      child.kill('SIGTERM');
    });
  return new Promise((res, rej) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      if (child.exitCode !== null) return rej(new Error(`server exited early:\n${output}`));
      if (await ready(url).catch(() => false))
        return res({ url, port, output: () => output, stop });
      if (Date.now() > deadline) {
        await stop();
        return rej(new Error(`server did not start in 60 s:\n${output}`));
      }
      setTimeout(poll, 200);
    };
    poll();
  });
}

/** The production site (API + shell + remotes) on its own port and its own fresh database. */
export async function startSite(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'termlens-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  return startProcess(
    ['server/main.ts'],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_URL: url, ...env },
    async (u) => (await fetch(`${u}/api/health`)).ok,
    url,
    port,
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
}

/** One remote's build served alone, as from a CDN on another origin. */
export async function startRemote(pkg: string): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startProcess(
    ['server/serve-remote.ts', pkg, String(port)],
    {},
    async (u) => (await fetch(`${u}/mf-manifest.json`)).ok,
    url,
    port,
  );
}
