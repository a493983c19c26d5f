import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { leadDeliveries } from '../db/schema';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { testDatabases } from '../test/test-databases';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver';

// Real API processes on one PostgreSQL database (PGlite serves one process only).
const postgresDb = (await testDatabases()).find((db) => db.name === 'postgres');
const apiDir = join(import.meta.dirname, '../..');
const SECRET = 'partner-secret-with-at-least-32-chars';

type ApiProcess = ServerProcess;

describe.skipIf(!postgresDb)('partner delivery across API processes (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let receiver: WebhookReceiver;
  const running: ApiProcess[] = [];
  let serial = 0;

  async function startApi(): Promise<ApiProcess> {
    const api = await startServerProcess({
      cwd: apiDir,
      entry: 'src/main.ts',
      env: {
        // One process each: the test kills a process and starts a second one itself.
        WEB_CONCURRENCY: '1',
        DATABASE_URL: postgresDb?.databaseUrl ?? '',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'a-long-test-password',
        RATE_LIMITS: 'off',
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: SECRET,
      },
    });
    running.push(api);
    return api;
  }

  const stop = (api: ApiProcess, signal: NodeJS.Signals = 'SIGTERM') => api.stop(signal);

  const submitLead = async (api: ApiProcess) => {
    serial++;
    const res = await fetch(`${api.url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: api.url },
      body: JSON.stringify({
        firstName: 'Proc',
        lastName: `Lead${serial}`,
        email: `proc${serial}@example.com`,
        phone: `(312) 555-${String(1000 + serial).slice(-4)}`,
        dateOfBirth: '1984-03-02',
        zipCode: '60601',
        phoneContactConsent: true,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const deliveryOf = async (leadId: number) => {
    const [row] = await database.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, leadId));
    return row;
  };

  beforeAll(async () => {
    database = await (postgresDb as NonNullable<typeof postgresDb>).open();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    for (const api of running) await stop(api);
    await receiver?.close();
    await postgresDb?.close();
  });

  it('a process killed in the middle of a retry is taken over after a restart', async () => {
    receiver.script.push(500, 'hang');
    const first = await startApi();
    const leadId = await submitLead(first);
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await deliveryOf(leadId))?.status).toBe('pending');
    // A minute goes by: the retry is due, and the process sends it...
    await database.db
      .update(leadDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(leadDeliveries.leadId, leadId));
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    // ...and dies while the partner has not answered.
    await stop(first, 'SIGKILL');
    expect((await deliveryOf(leadId))?.status).toBe('sending');

    // Its claim runs out a minute later; the restarted API takes the delivery over.
    await database.db
      .update(leadDeliveries)
      .set({ claimedAt: sql`now() - interval '2 minutes'` })
      .where(eq(leadDeliveries.leadId, leadId));
    await startApi();
    await expect
      .poll(async () => (await deliveryOf(leadId))?.status, { timeout: 15_000 })
      .toBe('delivered');
    const delivery = await deliveryOf(leadId);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([delivery?.idempotencyKey]),
    );
    expect(receiver.accepted()).toEqual(new Map([[delivery?.idempotencyKey, 1]]));
  });

  it('two processes deliver each lead once', async () => {
    receiver.received.length = 0;
    const [one] = running.filter(
      (api) => api.child.exitCode === null && api.child.signalCode === null,
    );
    if (!one) throw new Error('no API running');
    const two = await startApi();
    const LEADS = 12;
    for (let i = 0; i < LEADS; i++) await submitLead(i % 2 === 0 ? one : two);
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select()
              .from(leadDeliveries)
              .where(eq(leadDeliveries.status, 'delivered'))
          ).length,
        { timeout: 30_000, interval: 250 },
      )
      .toBe(LEADS + 1);
    expect(receiver.received).toHaveLength(LEADS);
    expect([...receiver.accepted().values()]).toEqual(Array.from({ length: LEADS }, () => 1));
  });
});
