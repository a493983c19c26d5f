import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAdminPassword } from '../admin/users';
import { createApp } from '../app';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { leadDeliveries, leadDeliveryAttempts, leads } from '../db/schema';
import { seedDatabase } from '../db/seed/seed-database';
import { createLogger } from '../lib/logger';
import { postJson } from '../test/post-json';
import { freePort } from '../test/server-process';
import { testDatabases } from '../test/test-databases';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver';
import { deliverLeads, maxAttempts, retryDelaysMinutes } from './deliver-leads';
import { startDeliveryWorker } from './delivery-worker';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './webhook-signature';

const databases = await testDatabases();
const ORIGIN = 'http://localhost';
const SECRET = 'partner-secret-with-at-least-32-chars';
const PASSWORD = 'a-long-test-password';
const MINUTE = 60_000;

describe.each(databases)('partner delivery on $name', (testDb) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let receiver: WebhookReceiver;
  let serial = 0;

  const submitLead = async () => {
    serial++;
    const res = await postJson(app, '/api/leads', {
      firstName: 'Pat',
      lastName: `Partner${serial}`,
      email: `pat${serial}@example.com`,
      phone: `(312) 555-${String(1000 + serial).slice(-4)}`,
      dateOfBirth: '1986-05-04',
      zipCode: '60601',
      phoneContactConsent: true,
      utm_source: 'partner-test',
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const deliveryOf = async (leadId: number) => {
    const [row] = await database.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, leadId));
    if (!row) throw new Error('no delivery queued');
    return row;
  };
  const attemptsOf = async (deliveryId: number) =>
    database.db
      .select()
      .from(leadDeliveryAttempts)
      .where(eq(leadDeliveryAttempts.deliveryId, deliveryId))
      .orderBy(leadDeliveryAttempts.id);

  beforeAll(async () => {
    database = await testDb.open();
    await seedDatabase(database.db);
    app = createApp({
      database,
      log: createLogger('silent'),
      siteUrl: ORIGIN,
      rateLimits: false,
      partnerDelivery: true,
    });
  });
  afterAll(() => testDb.close());
  beforeEach(async () => {
    await database.db.delete(leads);
    receiver = await startWebhookReceiver();
  });
  afterEach(() => receiver.close());

  it('posts the lead signed so the partner verifies it with the secret', async () => {
    const leadId = await submitLead();
    const run = await deliverLeads(database.db, { url: receiver.url, secret: SECRET });
    expect(run).toEqual({ delivered: 1, failed: 0, dead: 0 });
    const [request] = receiver.received;
    if (!request) throw new Error('nothing received');
    const header = String(request.headers[SIGNATURE_HEADER.toLowerCase()]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(SECRET, header, request.body)).toBe(true);
    expect(verifyWebhookSignature(`${SECRET}-not`, header, request.body)).toBe(false);
    expect(request.headers['content-type']).toBe('application/json');
    const delivery = await deliveryOf(leadId);
    expect(request.headers['idempotency-key']).toBe(delivery.idempotencyKey);
    const payload = JSON.parse(request.body);
    expect(payload).toMatchObject({
      event: 'lead.created',
      lead: { id: leadId, email: `pat${serial}@example.com`, state: 'IL', zipCode: '60601' },
      consent: { kind: 'phone-contact', granted: true },
    });
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
    expect((await attemptsOf(delivery.id)).map((a) => a.httpStatus)).toEqual([200]);
    // Delivered is done: another run sends nothing.
    expect(await deliverLeads(database.db, { url: receiver.url, secret: SECRET })).toEqual({
      delivered: 0,
      failed: 0,
      dead: 0,
    });
  });

  it('retries a refused connection, a 500 and a timeout; the lead lands once, under one key', async () => {
    const leadId = await submitLead();
    const closedPort = `http://127.0.0.1:${await freePort()}/leads`;
    receiver.script.push(500, 'hang');
    let now = Date.now();
    const run = (url = receiver.url) =>
      deliverLeads(database.db, { url, secret: SECRET, now: new Date(now), timeoutMs: 300 });

    expect(await run(closedPort)).toMatchObject({ failed: 1 });
    // Not due yet: a minute must pass first.
    expect(await run()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    now += retryDelaysMinutes[0] * MINUTE;
    expect(await run()).toMatchObject({ failed: 1 });
    now += retryDelaysMinutes[1] * MINUTE;
    expect(await run()).toMatchObject({ failed: 1 });
    now += retryDelaysMinutes[2] * MINUTE;
    expect(await run()).toMatchObject({ delivered: 1 });

    const delivery = await deliveryOf(leadId);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 4 });
    expect((await attemptsOf(delivery.id)).map((a) => [a.httpStatus, a.error])).toEqual([
      [null, 'Connection refused'],
      [500, 'HTTP 500'],
      [null, 'No answer within 0.3 s'],
      [200, null],
    ]);
    const keys = new Set(receiver.received.map((r) => r.headers['idempotency-key']));
    expect(keys).toEqual(new Set([delivery.idempotencyKey]));
    expect(receiver.accepted()).toEqual(new Map([[delivery.idempotencyKey, 1]]));
  });

  it('gives up after its tries over more than an hour; Retry sends it again', async () => {
    const leadId = await submitLead();
    const first = Date.now();
    let now = first;
    receiver.script.push(...Array.from({ length: maxAttempts }, () => 503));
    for (let i = 0; i < maxAttempts; i++) {
      const run = await deliverLeads(database.db, {
        url: receiver.url,
        secret: SECRET,
        now: new Date(now),
      });
      expect(run).toEqual({
        delivered: 0,
        failed: i < maxAttempts - 1 ? 1 : 0,
        dead: i < maxAttempts - 1 ? 0 : 1,
      });
      now = (await deliveryOf(leadId)).nextAttemptAt.getTime();
    }
    expect(maxAttempts).toBeGreaterThanOrEqual(5);
    const lastTry = first + retryDelaysMinutes.reduce((sum, m) => sum + m, 0) * MINUTE;
    expect(lastTry - first).toBeGreaterThan(60 * MINUTE);
    const dead = await deliveryOf(leadId);
    expect(dead).toMatchObject({ status: 'dead', attempts: maxAttempts, lastError: 'HTTP 503' });
    expect(receiver.received).toHaveLength(maxAttempts);
    // Dead stays dead, however late it gets.
    const muchLater = new Date(now + 24 * 60 * MINUTE);
    expect(
      await deliverLeads(database.db, { url: receiver.url, secret: SECRET, now: muchLater }),
    ).toEqual({ delivered: 0, failed: 0, dead: 0 });

    await setAdminPassword(database.db, 'admin', PASSWORD);
    const signIn = await postJson(
      app,
      '/api/admin/session',
      { username: 'admin', password: PASSWORD },
      { Origin: ORIGIN },
    );
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const retry = await app.request(`/api/admin/deliveries/${dead.id}/retry`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(retry.status).toBe(204);
    expect(await deliverLeads(database.db, { url: receiver.url, secret: SECRET })).toMatchObject({
      delivered: 1,
    });
    expect(await deliveryOf(leadId)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(await attemptsOf(dead.id)).toHaveLength(maxAttempts + 1);
    expect(receiver.accepted()).toEqual(new Map([[dead.idempotencyKey, 1]]));
  });

  it('takes over a delivery whose process died mid-request once its claim runs out', async () => {
    const leadId = await submitLead();
    receiver.script.push('hang');
    const start = Date.now();
    // The first process sends and never hears back, as if it had died mid-request.
    const stalled = deliverLeads(database.db, {
      url: receiver.url,
      secret: SECRET,
      now: new Date(start),
    });
    await expect.poll(() => receiver.received.length).toBe(1);
    expect((await deliveryOf(leadId)).status).toBe('sending');
    const other = { url: receiver.url, secret: SECRET };
    expect(await deliverLeads(database.db, { ...other, now: new Date(start + 30_000) })).toEqual({
      delivered: 0,
      failed: 0,
      dead: 0,
    });
    expect(await deliverLeads(database.db, { ...other, now: new Date(start + 61_000) })).toEqual({
      delivered: 1,
      failed: 0,
      dead: 0,
    });
    expect(receiver.accepted().size).toBe(1);
    // Should the first one come back after all, it no longer holds the claim: it logs its try
    // and leaves the outcome alone.
    await receiver.close();
    expect(await stalled).toEqual({ delivered: 0, failed: 1, dead: 0 });
    expect(await deliveryOf(leadId)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('delivers each lead once with two processes running the job', async () => {
    const LEADS = 24;
    for (let i = 0; i < LEADS; i++) await submitLead();
    const slow = await startWebhookReceiver(20);
    // PGlite allows one process; there the second worker shares its handle.
    const other = testDb.databaseUrl
      ? openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: '' })
      : database;
    const workers = [database, other].map((handle) =>
      startDeliveryWorker({
        db: handle.db,
        log: createLogger('silent'),
        url: slow.url,
        secret: SECRET,
        batchSize: 4,
        everyMs: 3_600_000,
      }),
    );
    try {
      await expect
        .poll(
          async () =>
            (
              await database.db
                .select()
                .from(leadDeliveries)
                .where(eq(leadDeliveries.status, 'delivered'))
            ).length,
          { timeout: 20_000, interval: 100 },
        )
        .toBe(LEADS);
    } finally {
      for (const worker of workers) await worker.stop();
      if (other !== database) await other.close();
      await slow.close();
    }
    expect(slow.received).toHaveLength(LEADS);
    expect([...slow.accepted().values()]).toEqual(Array.from({ length: LEADS }, () => 1));
  });
});
