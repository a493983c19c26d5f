// `pnpm bench:api` (after `pnpm build`): throughput and latency of API routes and of a page a
// remote renders on the server, each beside a bare JSON route served by the same server in the
// same run, so the ratio shows what the database and the route's own work cost. The server runs
// in processes of its own (`bench-server.ts`, as `pnpm start` runs the site: 1 process, then
// WEB_CONCURRENCY=2 on PostgreSQL); autocannon loads it from this one. Runs on PGlite (one
// process only: its database is one process's files) and on a throw-away PostgreSQL database
// (termlens_bench_<random>, created and dropped here) when one is reachable.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { startServerProcess } from '@termlens/api/test/server-process';
import {
  ageChoices,
  coverageChoices,
  sexChoices,
  termChoices,
} from '@termlens/contracts/quote-choices';
import autocannon from 'autocannon';
import postgres from 'postgres';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LABEL_WIDTH = 28;
const SETTING_WIDTH = 20;
const shellDir = resolve(import.meta.dirname, '../..');
// Only used to create and drop the bench's own database, never to run the bench on.
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Target {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  /** a body per request */
  body?: () => string;
  /** more paths asked in turn, so a route is measured over many inputs rather than one */
  paths?: string[];
}

let leadsSent = 0;
/** A new visitor each time: a repeated address would make every lead after the first a duplicate. */
const nextLead = () =>
  JSON.stringify({
    firstName: 'Bench',
    lastName: 'Mark',
    email: `bench-${process.pid}-${leadsSent++}@example.com`,
    dateOfBirth: '1985-06-15',
    zipCode: '10013',
    coverageAmount: 500000,
    termLength: 20,
    smoker: false,
    marketingOptIn: false,
  });

/** Every question the quote form can ask, so no single cached answer flatters the figure. */
function everyQuoteQuestion(): string[] {
  const paths: string[] = [];
  for (const age of ageChoices)
    for (const coverage of coverageChoices)
      for (const term of termChoices)
        for (const smoker of [false, true])
          for (const excellentHealth of [false, true])
            for (const sex of [...sexChoices, undefined]) {
              const query = new URLSearchParams({
                age: String(age),
                coverage: String(coverage),
                term: String(term),
                smoker: String(smoker),
                excellentHealth: String(excellentHealth),
                ...(sex ? { sex } : {}),
              });
              paths.push(`/api/quotes?${query}`);
            }
  return paths;
}

const quoteQuestions = everyQuoteQuestion();

const targets: Target[] = [
  { label: 'GET /api/quotes', path: '/api/quotes?age=35&coverage=500000&term=20&smoker=false' },
  {
    label: `GET /api/quotes ×${quoteQuestions.length}`,
    path: quoteQuestions[0] as string,
    paths: quoteQuestions,
  },
  { label: 'GET /api/blog', path: '/api/blog' },
  { label: 'GET /api/news', path: '/api/news' },
  // A page a remote renders on the server with its data, as a browser asks for it.
  { label: 'GET /blog/term-life-basics', path: '/blog/term-life-basics' },
  { label: 'POST /api/leads', path: '/api/leads', method: 'POST', body: nextLead },
];

interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
}

async function measure(base: string, target: Target): Promise<Row> {
  let next = 0;
  const { paths, body } = target;
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    headers: {
      // What Chromium sends, so answers are compressed as a browser would get them.
      'accept-encoding': 'gzip, deflate, br, zstd',
      ...(body ? { 'content-type': 'application/json', origin: base } : {}),
    },
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...((paths || body) && {
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            ...(paths && { path: paths[next++ % paths.length] }),
            ...(body && { body: body() }),
          }),
        },
      ],
    }),
  });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${target.label}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return {
    label: target.label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Starts the bench server with `env`, measures the bare route and every target, stops it. */
async function benchServer(setting: string, env: Record<string, string>): Promise<string[]> {
  const server = await startServerProcess({
    cwd: shellDir,
    entry: 'server/bench/bench-server.ts',
    // Rate limits off, or the lead benchmark would measure 429s.
    env: { LOG_LEVEL: 'silent', RATE_LIMITS: 'off', ...env },
  });
  try {
    // A short warm-up so JIT and connection set-up count against no route.
    await autocannon({ url: `${server.url}/bare`, connections: CONNECTIONS, duration: 1 });
    const bare = await measure(server.url, { label: 'GET /bare', path: '/bare' });
    const rows = [bare];
    for (const target of targets) rows.push(await measure(server.url, target));
    return rows.map(
      (row) =>
        `${setting.padEnd(SETTING_WIDTH)}${row.label.padEnd(LABEL_WIDTH)}${row.rps.toFixed(0).padStart(9)}${`${row.p50} ms`.padStart(9)}${`${row.p99} ms`.padStart(9)}${(row.rps / bare.rps).toFixed(3).padStart(8)}`,
    );
  } finally {
    await server.stop();
  }
}

/** Runs `sql` on an admin connection opened for that one statement. */
async function onAdmin(sql: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await admin.unsafe(sql);
  } finally {
    await admin.end();
  }
}

async function onPostgres(processes: number): Promise<string[]> {
  const name = `termlens_bench_${randomBytes(6).toString('hex')}`;
  try {
    await onAdmin(`create database ${name}`);
  } catch (error) {
    console.warn(`*** SKIPPING PostgreSQL: cannot create a database on ${adminUrl}: ${error}`);
    return [];
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await benchServer(`PostgreSQL, ${processes}`, {
      DATABASE_URL: url.href,
      WEB_CONCURRENCY: String(processes),
    });
  } finally {
    await onAdmin(`drop database if exists ${name} with (force)`);
  }
}

const header = `${'database, processes'.padEnd(SETTING_WIDTH)}${'route'.padEnd(LABEL_WIDTH)}${'req/s'.padStart(9)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'ratio'.padStart(8)}`;
const rows = [
  ...(await benchServer('PGlite, 1', { DATA_DIR: 'memory://' })),
  ...(await onPostgres(1)),
  ...(await onPostgres(2)),
];
process.stdout.write(
  `${DURATION_S} s per route, ${CONNECTIONS} connections, autocannon in its own process; ratio = req/s over the bare route's in the same server\n${header}\n${rows.join('\n')}\n`,
);
