// `pnpm reliability`: load, crash and two-process figures on PostgreSQL (docs/reliability.md).
// Each run creates a throw-away database termlens_bench_<random> and drops it at the end; it
// never touches any other database. Servers listen on 127.0.0.1 only.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import postgres from 'postgres';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { startSmtpSink } from '../test/smtp-sink';

const apiDir = join(import.meta.dirname, '../..');
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TOTAL = Number(process.env.BENCH_LEADS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

const dbName = `termlens_bench_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href;

type Server = ServerProcess;

/** The API on its own port; RATE_LIMITS=off lets one address send the load. One process unless told. */
const startServer = (env: Record<string, string>, port?: number): Promise<Server> =>
  startServerProcess({
    cwd: apiDir,
    entry: 'src/main.ts',
    env: { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '1', ...env },
    port,
  });

const stop = (s: Server, signal: NodeJS.Signals = 'SIGTERM') => s.stop(signal);

const leadBody = (run: string, i: number) =>
  JSON.stringify({
    firstName: 'Bench',
    lastName: `Lead ${i}`,
    email: `${run}-${i}@bench.example`,
    dateOfBirth: '1985-06-01',
    zipCode: '10013',
  });

interface LoadResult {
  accepted: string[];
  statuses: Record<string, number>;
  seconds: number;
}

/** Sends TOTAL leads at CONCURRENCY; `onProgress` may kill the server mid-way. */
async function sendLeads(
  url: () => string,
  run: string,
  onProgress: (done: number) => Promise<void> = async () => {},
): Promise<LoadResult> {
  const accepted: string[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  let done = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      const status = await fetch(`${url()}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: leadBody(run, i),
      })
        .then(async (r) => {
          await r.arrayBuffer();
          return String(r.status);
        })
        .catch(() => 'connection error');
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === '201') accepted.push(`${run}-${i}@bench.example`);
      await onProgress(++done);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { accepted, statuses, seconds: (performance.now() - started) / 1000 };
}

/** Every accepted lead is in the database exactly once. */
async function checkStored(sql: postgres.Sql, run: string, accepted: string[]) {
  const rows = await sql<{ email: string; n: number }[]>`
    select email, count(*)::int as n from leads where email like ${`${run}-%`} group by email`;
  const stored = new Map(rows.map((r) => [r.email, r.n]));
  const missing = accepted.filter((e) => !stored.has(e)).length;
  const duplicated = rows.filter((r) => r.n > 1).length;
  return { stored: rows.length, missing, duplicated };
}

/** Every accepted lead has its consent evidence and its email in the outbox, each once. */
async function checkConsentsAndEmails(sql: postgres.Sql, run: string, accepted: string[]) {
  const [row] = await sql<{ consents: number; emails: number; emailed: number }[]>`
    select
      (select count(*)::int from lead_consents c join leads l on l.id = c.lead_id
        where l.email like ${`${run}-%`}) as consents,
      (select count(*)::int from email_outbox where "to" like ${`${run}-%`}) as emails,
      (select count(distinct "to")::int from email_outbox where "to" like ${`${run}-%`}) as emailed`;
  return {
    consentRows: row?.consents,
    emailRows: row?.emails,
    leadsWithoutEmail: accepted.length - (row?.emailed ?? 0),
  };
}

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
if (!/^termlens_bench_[0-9a-f]+$/.test(dbName)) throw new Error('refusing a non-bench database');
await admin.unsafe(`create database ${dbName}`);
const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
const report: Record<string, unknown> = {
  database: dbName,
  leads: TOTAL,
  concurrency: CONCURRENCY,
};
try {
  // Outbox: a burst of TOTAL leads across two processes on one database, each mailing its
  // quotes to a local SMTP server. Runs first so no earlier step's mail is queued ahead.
  const smtp = await startSmtpSink();
  const mailEnv = { RATE_LIMITS: 'off', SMTP_URL: smtp.url };
  const mailers = await Promise.all([startServer(mailEnv), startServer(mailEnv)]);
  const [m1, m2] = mailers;
  const burstStarted = Date.now();
  let turn = 0;
  const burst = await sendLeads(() => (turn++ % 2 ? m1 : m2).url, 'outbox');
  const expected = new Set(burst.accepted);
  for (const deadline = Date.now() + 20 * 60_000; Date.now() < deadline; ) {
    const received = new Set(smtp.received.flatMap((m) => m.to));
    if ([...expected].every((to) => received.has(to))) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  // Long enough for a second copy of any message to arrive as well.
  await new Promise((r) => setTimeout(r, 5_000));
  await Promise.all(mailers.map((m) => stop(m)));
  await smtp.close();
  const times = smtp.received.map((m) => m.at);
  const copies = new Map<string, number>();
  for (const to of smtp.received.flatMap((m) => m.to)) copies.set(to, (copies.get(to) ?? 0) + 1);
  const firstToLast = (Math.max(...times) - Math.min(...times)) / 1000;
  report.outbox = {
    processes: mailers.length,
    queued: expected.size,
    received: smtp.received.length,
    missing: [...expected].filter((to) => !copies.has(to)).length,
    receivedTwiceOrMore: [...copies.values()].filter((n) => n > 1).length,
    firstToLastSeconds: Math.round(firstToLast * 10) / 10,
    emailsPerSecond: Math.round((smtp.received.length - 1) / firstToLast),
    burstStartToLastSeconds: Math.round((Math.max(...times) - burstStarted) / 100) / 10,
    peakSmtpConnections: smtp.peakConnections(),
  };

  // Load: one server, rate limits off.
  const server = await startServer({ RATE_LIMITS: 'off' });
  const load = await sendLeads(() => server.url, 'load');
  report.load = {
    requestsPerSecond: Math.round(TOTAL / load.seconds),
    statuses: load.statuses,
    ...(await checkStored(sql, 'load', load.accepted)),
    accepted: load.accepted.length,
  };

  await stop(server);

  // The lead path on every core: one server of two processes, rate limits off.
  const cluster = await startServer({ RATE_LIMITS: 'off', WEB_CONCURRENCY: '2' });
  const clustered = await sendLeads(() => cluster.url, 'cluster');
  report.twoProcessLeads = {
    requestsPerSecond: Math.round(TOTAL / clustered.seconds),
    statuses: clustered.statuses,
    accepted: clustered.accepted.length,
    ...(await checkStored(sql, 'cluster', clustered.accepted)),
    ...(await checkConsentsAndEmails(sql, 'cluster', clustered.accepted)),
  };
  await stop(cluster);

  // Crash: SIGKILL at a third of the load, restart on the same port, keep sending.
  let current = await startServer({ RATE_LIMITS: 'off' });
  const port = Number(new URL(current.url).port);
  let crashed = false;
  const crash = await sendLeads(
    () => current.url,
    'crash',
    async (done) => {
      if (crashed || done < TOTAL / 3) return;
      crashed = true;
      await stop(current, 'SIGKILL');
      current = await startServer({ RATE_LIMITS: 'off' }, port);
    },
  );
  report.crash = {
    statuses: crash.statuses,
    accepted: crash.accepted.length,
    ...(await checkStored(sql, 'crash', crash.accepted)),
  };
  await stop(current);

  // Two processes, rate limits on: one address (via the trusted proxy header) gets the
  // limit once across both, not once per process.
  const adminPassword = randomBytes(18).toString('base64url');
  const env = {
    RATE_LIMITS: 'on',
    TRUST_PROXY: 'true',
    ADMIN_USERNAME: 'bench-admin',
    ADMIN_PASSWORD: adminPassword,
  };
  const [a, b] = await Promise.all([startServer(env), startServer(env)]);
  const twoStatuses: Record<string, number> = {};
  for (let i = 0; i < 30; i++) {
    const res = await fetch(`${(i % 2 ? a : b).url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.44' },
      body: '{}',
    });
    twoStatuses[res.status] = (twoStatuses[res.status] ?? 0) + 1;
  }
  report.twoProcesses = { requests: 30, limit: 10, statuses: twoStatuses };

  // Sessions: signed in on one process, the session works on the other; signed out there, it
  // is gone on both.
  const signIn = await fetch(`${a.url}/api/admin/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: a.url },
    body: JSON.stringify({ username: 'bench-admin', password: adminPassword }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const statusOf = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, headers: { Cookie: cookie, ...init.headers } });
    await res.arrayBuffer();
    return res.status;
  };
  report.twoProcessSessions = {
    signInOnA: signIn.status,
    leadsOnB: await statusOf(`${b.url}/api/admin/leads`),
    signOutOnB: await statusOf(`${b.url}/api/admin/session`, {
      method: 'DELETE',
      headers: { Origin: b.url },
    }),
    leadsOnAAfterSignOut: await statusOf(`${a.url}/api/admin/leads`),
  };

  // Course emails: subscribers signed up on both processes; both course senders (once a minute
  // each) race for them, and each lesson must be queued once.
  const subscribers = 20;
  for (let i = 0; i < subscribers; i++) {
    const server = i % 2 ? a : b;
    await statusOf(`${server.url}/api/email-course`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: server.url,
        'X-Forwarded-For': `198.51.100.${i + 1}`,
      },
      body: JSON.stringify({ email: `course-${i}@bench.example`, firstName: 'Bench' }),
    });
  }
  await new Promise((r) => setTimeout(r, 65_000));
  // Per kind of email: as many rows as recipients means none was queued twice.
  const emails = await sql<{ kind: string; n: number; recipients: number }[]>`
    select kind, count(*)::int as n, count(distinct "to")::int as recipients
    from email_outbox where "to" like 'course-%@bench.example' group by kind order by kind`;
  report.twoProcessCourse = { subscribers, emails };
  await Promise.all([stop(a), stop(b)]);
} finally {
  await sql.end();
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
