// `pnpm bench:pages` (after `pnpm build`): throughput and p99 latency of whole pages as the
// production server writes them, home (the shell's own) beside pages that remotes render on the
// server with their data. The site runs in a process of its own, on a fresh embedded database;
// autocannon loads it from this one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@termlens/api/test/server-process';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const pages = [
  '/',
  '/blog/term-life-basics',
  '/news/1',
  '/faq',
  '/compare?age=45&coverage=1000000&term=30&smoker=false',
];

const shellDir = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'termlens-page-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const site = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: shellDir,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: base,
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
    if (i > 300) throw new Error('the site did not start in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const header = `${'page'.padEnd(58)}${'req/s'.padStart(9)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'ratio'.padStart(8)}  server-rendered`;
  const rows: string[] = [];
  let home = 0;
  for (const path of pages) {
    const html = await (await fetch(`${base}${path}`)).text();
    // Warm-up: the remote's server code loads on the first request of its page.
    await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: 1 });
    const result = await autocannon({
      url: `${base}${path}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    if (result.errors > 0 || result.non2xx > 0)
      throw new Error(`${path}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
    const rps = result.requests.average;
    if (path === '/') home = rps;
    rows.push(
      `${path.padEnd(58)}${rps.toFixed(0).padStart(9)}${`${result.latency.p50} ms`.padStart(9)}${`${result.latency.p99} ms`.padStart(9)}${(rps / home).toFixed(3).padStart(8)}  ${html.includes('id="server-state"') || path === '/' ? 'yes' : 'NO'}`,
    );
  }
  process.stdout.write(
    `${DURATION_S} s per page, ${CONNECTIONS} connections, gzip/br; ratio = req/s over home's\n${header}\n${rows.join('\n')}\n`,
  );
} finally {
  site.kill('SIGTERM');
  await new Promise((r) => site.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
