// `pnpm bench:bundles`: loads each key page of the production build in Chromium, sums the
// gzipped JavaScript, CSS and web fonts it downloads until the network is idle, and fails on a
// budget overrun. Bodies are gzipped here (level 9) so the figure does not depend on whether the
// server chose brotli or gzip. Needs `pnpm build` first. BENCH_FILES=1 also lists each file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { repoRoot, startSite } from '../support/servers';

interface Budget {
  js: number;
  css: number;
  font: number;
}
const budgets: Record<string, Budget> = JSON.parse(
  readFileSync(join(repoRoot, 'bench/budgets.json'), 'utf8'),
).pages;

interface PageWeight {
  path: string;
  jsFiles: number;
  js: number;
  css: number;
  font: number;
  files: { url: string; kind: Kind; bytes: number }[];
}

type Kind = 'js' | 'css' | 'font';

function kindOf(response: Response): Kind | null {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('javascript')) return 'js';
  if (type.includes('text/css')) return 'css';
  if (type.startsWith('font/')) return 'font';
  return null;
}

async function weigh(browser: Browser, base: string, path: string): Promise<PageWeight> {
  // A fresh context per page: nothing comes from an earlier page's cache.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const bodies: Promise<PageWeight['files'][number]>[] = [];
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (!kind || response.status() !== 200) return;
    bodies.push(
      response.body().then((body) => ({
        url: response.url(),
        kind,
        bytes: gzipSync(body, { level: 9 }).byteLength,
      })),
    );
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const weights = await Promise.all(bodies);
  await context.close();
  const sum = (kind: Kind) =>
    weights.filter((w) => w.kind === kind).reduce((total, w) => total + w.bytes, 0);
  return {
    path,
    jsFiles: weights.filter((w) => w.kind === 'js').length,
    js: sum('js'),
    css: sum('css'),
    font: sum('font'),
    files: weights,
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const site = await startSite();
const browser = await launchBrowser();
const overruns: string[] = [];
const rows: string[] = [
  `${'page'.padEnd(26)}${'JS files'.padStart(9)}${'JS gz'.padStart(12)}${'budget'.padStart(12)}${'CSS gz'.padStart(11)}${'budget'.padStart(11)}${'font'.padStart(11)}${'budget'.padStart(11)}`,
];
try {
  for (const [path, budget] of Object.entries(budgets)) {
    const weight = await weigh(browser, site.url, path);
    rows.push(
      `${path.padEnd(26)}${String(weight.jsFiles).padStart(9)}${kb(weight.js).padStart(12)}${kb(budget.js).padStart(12)}${kb(weight.css).padStart(11)}${kb(budget.css).padStart(11)}${kb(weight.font).padStart(11)}${kb(budget.font).padStart(11)}`,
    );
    if (process.env.BENCH_FILES) {
      for (const file of [...weight.files].sort((a, b) => b.bytes - a.bytes))
        rows.push(`    ${kb(file.bytes).padStart(9)}  ${new URL(file.url).pathname}`);
    }
    if (weight.js > budget.js) overruns.push(`${path}: JS ${kb(weight.js)} > ${kb(budget.js)}`);
    if (weight.css > budget.css)
      overruns.push(`${path}: CSS ${kb(weight.css)} > ${kb(budget.css)}`);
    if (weight.font > budget.font)
      overruns.push(`${path}: fonts ${kb(weight.font)} > ${kb(budget.font)}`);
  }
} finally {
  await browser.close();
  await site.stop();
}

process.stdout.write(`${rows.join('\n')}\n`);
if (overruns.length > 0) {
  process.stderr.write(`Over budget:\n  ${overruns.join('\n  ')}\n`);
  process.exitCode = 1;
}
