// `pnpm bench`: requests per second of GET /api/quotes against a bare JSON route served by the
// same process in the same run, so the ratio shows what the database read and pricing cost.
// An in-memory PGlite by default. DATABASE_URL benchmarks PostgreSQL instead: it must name a
// throw-away database, because the bench migrates and seeds it.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../app';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed-database';
import { createLogger } from '../lib/logger';

const DURATION_MS = Number(process.env.BENCH_MS ?? 5_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

async function requestsPerSecond(url: string): Promise<number> {
  const end = Date.now() + DURATION_MS;
  let done = 0;
  const worker = async () => {
    while (Date.now() < end) {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      await res.arrayBuffer();
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return done / ((performance.now() - started) / 1000);
}

const databaseUrl = process.env.DATABASE_URL;
const database = openDatabase({ databaseUrl, dataDir: databaseUrl ? '' : 'memory://' });
await migrateDatabase(database, databaseUrl);
await seedDatabase(database.db);

const root = new Hono()
  .get('/bare', (c) => c.json({ ok: true }))
  .route('/', createApp({ database, log: createLogger('silent') }));
const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const quotesUrl = `${base}/api/quotes?age=35&coverage=500000&term=20&smoker=false`;

// A short warm-up so JIT and connection set-up do not count against either route.
await requestsPerSecond(`${base}/bare`);
const bare = await requestsPerSecond(`${base}/bare`);
const quotes = await requestsPerSecond(quotesUrl);

process.stdout.write(
  [
    `database      ${database.kind}`,
    `bare route    ${bare.toFixed(0)} req/s`,
    `/api/quotes   ${quotes.toFixed(0)} req/s`,
    `ratio         ${(quotes / bare).toFixed(3)} of the bare route`,
    '',
  ].join('\n'),
);

server.close();
await database.close();
