import { request } from 'node:http';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './test/server-process';
import { startSmtpSink } from './test/smtp-sink';
import { testDatabases } from './test/test-databases';

const apiDir = join(import.meta.dirname, '..');
const postgresDb = (await testDatabases()).find((db) => db.name === 'postgres');

const waitFor = async (check: () => boolean | Promise<boolean>, what: string, ms = 60_000) => {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/**
 * A GET on a connection of its own, so none is kept alive to a process that has died; 0 when it
 * fails or takes over 2 s.
 */
const statusOnNewConnection = (url: string) =>
  new Promise<number>((res) => {
    const req = request(url, { agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      response.once('end', () => res(response.statusCode ?? 0));
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => res(0));
    req.end();
  });

const postLead = async (server: ServerProcess, email: string) => {
  const response = await fetch(`${server.url}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      dateOfBirth: '1985-06-01',
      zipCode: '10013',
    }),
  });
  await response.arrayBuffer();
  return response.status;
};

const pidsOf = (output: string, message: string) =>
  [...output.matchAll(new RegExp(`"msg":"${message}".*?"pid":(\\d+)`, 'g'))].map((m) =>
    Number(m[1]),
  );

describe.skipIf(!postgresDb)('two server processes on one PostgreSQL', () => {
  afterAll(async () => {
    await postgresDb?.close();
  });

  it('keeps the port answering when a process dies, replaces it, moves the jobs and sends each email once', async () => {
    if (!postgresDb) return;
    await postgresDb.open();
    const databaseUrl = postgresDb.databaseUrl ?? '';
    const smtp = await startSmtpSink();
    let output = '';
    const server = await startServerProcess({
      cwd: apiDir,
      entry: 'src/main.ts',
      env: {
        DATABASE_URL: databaseUrl,
        WEB_CONCURRENCY: '2',
        RATE_LIMITS: 'off',
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'info',
      },
      output: (text) => (output += text),
    });
    const received = (to: string) => smtp.received.filter((m) => m.to.includes(to)).length;
    try {
      await waitFor(() => pidsOf(output, 'listening').length === 2, 'two processes');
      await waitFor(() => pidsOf(output, 'leading background jobs').length === 1, 'a leader');
      const [leader] = pidsOf(output, 'leading background jobs');

      const before = Array.from({ length: 40 }, (_, i) => `before-${i}@cluster.example`);
      expect(await Promise.all(before.map((email) => postLead(server, email)))).toEqual(
        before.map(() => 201),
      );
      // Sent before the kill, so no claim of the dead process is left to run out.
      await waitFor(() => before.every((to) => received(to) > 0), 'the first emails');

      process.kill(leader as number, 'SIGKILL');
      const statuses = [];
      for (let i = 0; i < 100; i++)
        statuses.push(await statusOnNewConnection(`${server.url}/api/health`));
      // A connection the port took at the moment of the kill may be handed to the dead process
      // and lost, as a request in flight there is; every later one is answered.
      expect(statuses.slice(0, 2).filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.slice(2).filter((s) => s !== 200)).toEqual([]);

      await waitFor(() => pidsOf(output, 'listening').length === 3, 'a replacement process');
      await waitFor(
        () => pidsOf(output, 'leading background jobs').length === 2,
        'another process to lead the jobs',
      );
      expect(pidsOf(output, 'leading background jobs')[1]).not.toBe(leader);

      const after = Array.from({ length: 40 }, (_, i) => `after-${i}@cluster.example`);
      expect(await Promise.all(after.map((email) => postLead(server, email)))).toEqual(
        after.map(() => 201),
      );
      await waitFor(() => after.every((to) => received(to) > 0), 'the emails after the kill');
      // Long enough for a second copy of any message to arrive as well.
      await new Promise((r) => setTimeout(r, 3_000));
      for (const to of [...before, ...after]) expect(received(to), to).toBe(1);
      const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      const rows = await sql<{ status: string; n: number }[]>`
        select status, count(*)::int as n from email_outbox
        where "to" like '%@cluster.example' group by status`;
      await sql.end();
      expect(rows).toEqual([{ status: 'sent', n: 80 }]);
    } finally {
      await server.stop();
      await smtp.close();
    }
    // SIGTERM drained every process and the primary exited cleanly.
    expect(server.child.exitCode).toBe(0);
    expect(pidsOf(output, 'listening').length).toBe(3);
    expect(output.match(/"msg":"stopped"/g)?.length).toBe(2);
  }, 180_000);
});
