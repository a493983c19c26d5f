// `pnpm bench:api`: throughput of API routes with autocannon on loopback, each as a ratio against
// a bare JSON route served by the same process in the same run, so the ratio shows what the
// database and the route's own work cost. Runs on an in-memory PGlite and on a throw-away
// PostgreSQL database (termlens_bench_<random>, created and dropped here) when one is reachable.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type DatabaseHandle, openDatabase } from '@termlens/api/db/client';
import { migrateDatabase } from '@termlens/api/db/migrate';
import { seedDatabase } from '@termlens/api/db/seed/seed-database';
import { createLogger } from '@termlens/api/lib/logger';
import {
  ageChoices,
  coverageChoices,
  sexChoices,
  termChoices,
} from '@termlens/contracts/quote-choices';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import postgres from 'postgres';
import { createSite } from '../site';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LABEL_WIDTH = 24;
// Only used to create and drop the bench's own database, never to run the bench on.
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Target {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** more paths asked in turn, so a route is measured over many inputs rather than one */
  paths?: string[];
}

const lead = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
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
  { label: 'POST /api/leads', path: '/api/leads', method: 'POST', body: lead },
];

interface Row {
  label: string;
  rps: number;
  p99: number;
}

async function measure(base: string, target: Target): Promise<Row> {
  let next = 0;
  const paths = target.paths;
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body,
    headers: {
      // What Chromium sends, so answers are compressed as a browser would get them.
      'accept-encoding': 'gzip, deflate, br, zstd',
      ...(target.body ? { 'content-type': 'application/json', origin: base } : {}),
    },
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(paths && {
      requests: [
        {
          setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
        },
      ],
    }),
  });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${target.label}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return { label: target.label, rps: result.requests.average, p99: result.latency.p99 };
}

async function benchDatabase(database: DatabaseHandle): Promise<string[]> {
  // autocannon hangs up when its time is up, but the handlers of its last requests still run:
  // the database may only close once they are done.
  let inFlight = 0;
  let drained = () => {};
  const root = new Hono()
    .use(async (_c, next) => {
      inFlight++;
      try {
        await next();
      } finally {
        if (--inFlight === 0) drained();
      }
    })
    .get('/bare', (c) => c.json({ ok: true }))
    // The API as production serves it (security headers, compression); rate limits off, or the
    // lead benchmark would measure 429s.
    .route(
      '/',
      createSite(
        { database, log: createLogger('silent'), rateLimits: false },
        // The leads' Origin is the server's own host, which the site accepts whatever SITE_URL is.
        { webRoot: '', siteUrl: 'http://localhost', env: {}, serveFrontends: false },
      ),
    );
  const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const bareTarget = { label: 'GET /bare', path: '/bare' };
    // A short warm-up so JIT and connection set-up count against no route.
    await autocannon({ url: `${base}/bare`, connections: CONNECTIONS, duration: 1 });
    const bare = await measure(base, bareTarget);
    const rows = [bare];
    for (const target of targets) rows.push(await measure(base, target));
    return rows.map(
      (row) =>
        `${database.kind.padEnd(10)}${row.label.padEnd(LABEL_WIDTH)}${row.rps.toFixed(0).padStart(9)}${`${row.p99} ms`.padStart(10)}${(row.rps / bare.rps).toFixed(3).padStart(8)}`,
    );
  } finally {
    server.close();
    if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
  }
}

async function onPglite(): Promise<string[]> {
  const database = openDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db);
    return await benchDatabase(database);
  } finally {
    await database.close();
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

async function onPostgres(): Promise<string[]> {
  const name = `termlens_bench_${randomBytes(6).toString('hex')}`;
  try {
    await onAdmin(`create database ${name}`);
  } catch (error) {
    console.warn(`*** SKIPPING PostgreSQL: cannot create a database on ${adminUrl}: ${error}`);
    return [];
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.href, dataDir: '' });
  try {
    await migrateDatabase(database, url.href);
    await seedDatabase(database.db);
    return await benchDatabase(database);
  } finally {
    await database.close();
    await onAdmin(`drop database if exists ${name} with (force)`);
  }
}

const header = `${'database'.padEnd(10)}${'route'.padEnd(LABEL_WIDTH)}${'req/s'.padStart(9)}${'p99'.padStart(10)}${'ratio'.padStart(8)}`;
const rows = [...(await onPglite()), ...(await onPostgres())];
process.stdout.write(
  `${DURATION_S} s per route, ${CONNECTIONS} connections; ratio = req/s over the bare route's\n${header}\n${rows.join('\n')}\n`,
);
