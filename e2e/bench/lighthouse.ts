// `pnpm bench:lighthouse`: Lighthouse's performance category (its default mobile settings:
// a mid-range phone, simulated slow 4G, 4x CPU slowdown) on the key pages of the production
// build, several runs per page, the median of each figure checked against the thresholds in
// bench/budgets.json. A miss fails the step. Needs `pnpm build` first. The machine's load
// average is printed with each page: TBT grows with whatever else the CPU is doing.
// LIGHTHOUSE_RUNS overrides the number of runs; BENCH_RUNS=1 lists every run.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../support/browser';
import { freePort, repoRoot, startSite } from '../support/servers';

interface LighthouseBudget {
  runs: number;
  pages: string[];
  minScore: number;
  maxLcpMs: number;
  maxCls: number;
  maxTbtMs: number;
}
const budget: LighthouseBudget = JSON.parse(
  readFileSync(join(repoRoot, 'bench/budgets.json'), 'utf8'),
).lighthouse;

interface Run {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
}

/** Chromium with a DevTools port for Lighthouse, with the flags a closed network needs. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'termlens-lighthouse-'));
  const child: ChildProcess = spawn(
    chromiumPath,
    [...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  // The profile is removed once Chromium has exited and stopped writing to it.
  const exited = new Promise((res) => child.once('exit', res));
  const stop = async () => {
    child.kill();
    await exited;
    // Chromium's helper processes may still be writing: a left-over temp folder must not cost
    // the figures of a finished run.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10 });
    } catch (err) {
      process.stderr.write(`Could not remove ${profile}: ${String(err)}\n`);
    }
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { port, stop };
    await new Promise((res) => setTimeout(res, 200));
  }
  await stop();
  throw new Error('Chromium did not open its DevTools port in 30 s');
}

// Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART); such a run
// is repeated, a page that fails three times fails the step.
async function audit(url: string, port: number, attempt = 1): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) {
    if (attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const runCount = Number(process.env.LIGHTHOUSE_RUNS) || budget.runs;
const site = await startSite();
const chromium = await startChromium();
const misses: string[] = [];
const rows = [
  `${'page'.padEnd(26)}${'score'.padStart(6)}${'LCP'.padStart(9)}${'CLS'.padStart(7)}${'TBT'.padStart(9)}${'FCP'.padStart(9)}   load (1/5/15 min)`,
];
try {
  for (const path of budget.pages) {
    const loadBefore = load();
    const runs: Run[] = [];
    for (let i = 0; i < runCount; i++) runs.push(await audit(`${site.url}${path}`, chromium.port));
    const m = (key: keyof Run) => median(runs.map((run) => run[key]));
    const figures = { score: m('score'), lcpMs: m('lcpMs'), cls: m('cls'), tbtMs: m('tbtMs') };
    rows.push(
      `${path.padEnd(26)}${String(figures.score).padStart(6)}${`${(figures.lcpMs / 1000).toFixed(2)} s`.padStart(9)}${figures.cls.toFixed(3).padStart(7)}${`${Math.round(figures.tbtMs)} ms`.padStart(9)}${`${(m('fcpMs') / 1000).toFixed(2)} s`.padStart(9)}   ${loadBefore} -> ${load()}`,
    );
    if (process.env.BENCH_RUNS) {
      for (const run of runs)
        rows.push(
          `  run ${`${run.score}`.padStart(4)}${`${(run.lcpMs / 1000).toFixed(2)} s`.padStart(9)}${run.cls.toFixed(3).padStart(7)}${`${Math.round(run.tbtMs)} ms`.padStart(9)}`,
        );
    }
    if (figures.score < budget.minScore)
      misses.push(`${path}: score ${figures.score} < ${budget.minScore}`);
    if (figures.lcpMs > budget.maxLcpMs)
      misses.push(`${path}: LCP ${Math.round(figures.lcpMs)} ms > ${budget.maxLcpMs} ms`);
    if (figures.cls > budget.maxCls)
      misses.push(`${path}: CLS ${figures.cls.toFixed(3)} > ${budget.maxCls}`);
    if (figures.tbtMs > budget.maxTbtMs)
      misses.push(`${path}: TBT ${Math.round(figures.tbtMs)} ms > ${budget.maxTbtMs} ms`);
  }
} finally {
  await chromium.stop();
  await site.stop();
}

process.stdout.write(`${rows.join('\n')}\n(median of ${runCount} runs per page)\n`);
if (misses.length > 0) {
  process.stderr.write(`Below target:\n  ${misses.join('\n  ')}\n`);
  process.exitCode = 1;
}
