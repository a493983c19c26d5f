import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '@termlens/api/db/client';
import { leads } from '@termlens/api/db/schema';
import { freePort } from '@termlens/api/test/server-process';
import { testDatabases } from '@termlens/api/test/test-databases';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeWebRoot } from './test/fake-web-root';

// Each server is started exactly as its package's `start` script starts it: the whole site
// (`pnpm start`) and the API on its own.
const entries = ['shell', 'api'].map((pkg) => {
  const dir = join(import.meta.dirname, '../..', pkg);
  const pkgJson = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return {
    name: pkg === 'shell' ? 'the site' : 'the API alone',
    dir,
    start: pkgJson.scripts.start as string,
  };
});
// Each entry gets databases of its own: a test database is created once and dropped once.
const cases = (
  await Promise.all(
    entries.map(async (entry) => (await testDatabases()).map((testDb) => ({ entry, testDb }))),
  )
).flat();

const lead = JSON.stringify({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'in-flight@example.com',
  dateOfBirth: '1985-06-01',
  zipCode: '10013',
});

const waitFor = async (check: () => Promise<boolean>, what: string, ms = 60_000) => {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const refused = (port: number) =>
  new Promise<boolean>((res) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      res(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => res(err.code === 'ECONNREFUSED'));
  });

/** Everything the socket receives until `done` says it is enough. */
const received = (socket: Socket, done: (text: string) => boolean) =>
  new Promise<string>((res, rej) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (done(text)) {
        socket.off('data', onData);
        res(text);
      }
    };
    socket.on('data', onData);
    socket.once('error', rej);
    socket.once('close', () => res(text));
  });

describe.each(cases)('graceful shutdown of $entry.name on $testDb.name', ({ entry, testDb }) => {
  const webRoot = fakeWebRoot();
  const dataDir = mkdtempSync(join(tmpdir(), 'termlens-shutdown-'));
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    rmSync(webRoot, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    if (handle) await testDb.close();
  });

  it('on SIGTERM refuses new connections, answers the request in flight, closes the database and exits 0', async () => {
    const where: Record<string, string> = {};
    if (testDb.name === 'postgres') {
      handle = await testDb.open();
      where.DATABASE_URL = testDb.databaseUrl ?? '';
    } else {
      where.DATA_DIR = dataDir;
    }
    const port = await freePort();
    const [command = '', ...args] = entry.start.split(' ');
    const child = spawn(command === 'node' ? process.execPath : command, args, {
      cwd: entry.dir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_URL: `http://127.0.0.1:${port}`,
        WEB_ROOT: webRoot,
        ...where,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<[number | null, string | null]>((res) =>
      child.once('exit', (code, signal) => res([code, signal])),
    );
    try {
      await waitFor(
        async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
        `the server to start:\n${output}`,
      );

      // A lead whose body is still arriving when SIGTERM comes. `Expect: 100-continue` makes
      // Node answer "100 Continue" once it has parsed the head: the request is then in flight.
      const socket = connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      const continued = received(socket, (t) => t.includes('100 Continue'));
      socket.write(
        [
          'POST /api/leads HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(lead)}`,
          'Expect: 100-continue',
          'Connection: close',
          '',
          '',
        ].join('\r\n'),
      );
      await continued;
      const answer = received(socket, (t) => /\r\n\r\n\{.*\}$/s.test(t));

      child.kill('SIGTERM');
      await waitFor(() => refused(port), 'new connections to be refused', 10_000);
      expect(child.exitCode).toBeNull();

      // write, not end: a client that half-closes may have its answer dropped by Node.
      socket.write(lead);
      const response = await answer;
      expect(response).toMatch(/^HTTP\/1\.1 201 /);
      const id = Number(/\{"id":(\d+)/.exec(response)?.[1]);
      expect(id).toBeGreaterThan(0);

      expect(await exited).toEqual([0, null]);
      // Logged after database.close() resolved, just before exit(0).
      expect(output).toMatch(/"msg":"stopped".*"database":"closed"/);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }

    // The answered lead is stored: read back through a connection of our own.
    const check = handle ?? openDatabase({ dataDir });
    const [row] = await check.db
      .select({ n: count() })
      .from(leads)
      .where(eq(leads.email, 'in-flight@example.com'));
    expect(row?.n).toBe(1);
    if (!handle) await check.close();
  }, 180_000);
});
