import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import * as schema from '../db/schema';
import { seedDatabase } from '../db/seed/seed-database';
import { createLogger } from '../lib/logger';
import { signingSecret } from '../lib/signing-secret';
import { deliverOutbox } from '../mail/deliver-outbox';
import type { MailMessage } from '../mail/mail-transport';
import { sendCourseLessons } from '../mail/send-course-lessons';
import { dumpEveryTable as everyTable } from '../test/every-table';
import { postJson } from '../test/post-json';
import { testDatabases } from '../test/test-databases';
import { setAdminPassword } from './users';

const databases = await testDatabases();
const ORIGIN = 'http://localhost';
const PASSWORD = 'a-long-test-password';

// One person, told apart by values nobody else in the database has.
const person = {
  email: 'Zephyrine.Oakenshaw@example.org',
  firstName: 'Zephyrine',
  lastName: 'Oakenshaw',
  phone: '(415) 555-0163',
};
const traces = [person.email.toLowerCase(), person.firstName, person.lastName, '555-0163'];

const pdf = Buffer.from('%PDF-1.7\nZephyrine Oakenshaw passport page\n').toString('base64');

describe.each(databases)('erasure on $name', (testDb) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let cookie = '';
  const sent: MailMessage[] = [];
  const deliver = async () =>
    deliverOutbox(database.db, {
      transport: { send: async (message) => void sent.push(message) },
      from: 'TermLens <hello@termlens.test>',
      siteUrl: ORIGIN,
      secret: await signingSecret(database.db),
    });

  beforeAll(async () => {
    database = await testDb.open();
    await seedDatabase(database.db);
    app = createApp({
      database,
      log: createLogger('silent'),
      siteUrl: ORIGIN,
      rateLimits: false,
      // Leads that agreed to be called are queued for the partner: those rows must go too.
      partnerDelivery: true,
    });
    await setAdminPassword(database.db, 'admin', PASSWORD);
    const signIn = await postJson(
      app,
      '/api/admin/session',
      { username: 'admin', password: PASSWORD },
      { Origin: ORIGIN },
    );
    cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  });
  afterAll(() => testDb.close());

  const dumpEveryTable = () => everyTable(database.db);
  const tablesHolding = (dump: Record<string, string>, value: string) =>
    Object.entries(dump)
      .filter(([, rows]) => rows.includes(value.toLowerCase()))
      .map(([table]) => table);

  it('leaves the person only in the request itself and sends them nothing more', async () => {
    const post = async (path: string, body: unknown) => {
      const res = await postJson(app, path, body, { Origin: ORIGIN });
      expect(res.status, path).toBeLessThan(300);
      return res;
    };
    await post('/api/leads', {
      ...person,
      dateOfBirth: '1981-02-03',
      zipCode: '94110',
      marketingOptIn: true,
      phoneContactConsent: true,
    });
    // A second lead with the address in other letter cases is the same person.
    await post('/api/leads', {
      ...person,
      email: person.email.toUpperCase(),
      dateOfBirth: '1981-02-03',
      zipCode: '94110',
    });
    await post('/api/contact', {
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
      phone: person.phone,
      subject: 'Question',
      message: `Please call ${person.firstName}`,
    });
    const [resource] = await database.db.select().from(schema.downloadResources).limit(1);
    await post(`/api/resources/${resource?.id}/download`, {
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
    });
    await post('/api/email-course', { email: person.email, firstName: person.firstName });
    await post('/api/newsletter', { email: person.email });
    // Someone else, who must keep everything.
    await post('/api/newsletter', { email: 'stays@example.org' });

    // Some emails went out before the erasure, the rest are still waiting.
    await deliver();
    await sendCourseLessons(database.db, {
      siteUrl: ORIGIN,
      secret: await signingSecret(database.db),
      now: new Date(Date.now() + 25 * 3_600_000),
    });
    const request = await post('/api/data-requests', {
      fullName: `${person.firstName} ${person.lastName}`,
      email: person.email,
      requestType: 'erasure',
      description: `Delete everything about ${person.firstName}`,
      verificationDocument: { name: 'passport.pdf', type: 'application/pdf', data: pdf },
    });
    const { requestId } = (await request.json()) as { requestId: string };
    // An agent's note about the person, and a try of their delivery to the partner.
    const [firstLead] = await database.db.select().from(schema.leads).limit(1);
    if (!firstLead) throw new Error('no lead');
    await database.db.insert(schema.leadEvents).values({
      leadId: firstLead.id,
      kind: 'note',
      actor: 'admin',
      text: `${person.firstName} asked for a call after 6 PM`,
    });
    const [delivery] = await database.db.select().from(schema.leadDeliveries);
    if (!delivery) throw new Error('no partner delivery queued');
    await database.db
      .insert(schema.leadDeliveryAttempts)
      .values({ deliveryId: delivery.id, httpStatus: 500, error: 'HTTP 500', durationMs: 12 });
    const before = await dumpEveryTable();
    expect(tablesHolding(before, person.firstName)).toContain('lead_events');
    expect(tablesHolding(before, person.email).sort()).toEqual(
      [
        'contact_messages',
        'data_requests',
        'email_course_subscribers',
        'email_outbox',
        'leads',
        'newsletter_subscribers',
        'resource_downloads',
      ].sort(),
    );
    const pending = await database.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.status, 'pending'));
    expect(pending.length).toBeGreaterThan(0);

    const [row] = await database.db
      .select({ id: schema.dataRequests.id })
      .from(schema.dataRequests)
      .where(eq(schema.dataRequests.requestId, requestId));
    const erasure = await app.request(`/api/admin/data-requests/${row?.id}/fulfil-erasure`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(erasure.status).toBe(200);
    const answer = (await erasure.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({
      leads: 2,
      consentRecords: 4,
      contactMessages: 1,
      resourceDownloads: 1,
      emailCourseSubscriptions: 1,
      newsletterSubscriptions: 1,
      verificationDocuments: 1,
    });
    expect(answer.resolution).toMatch(
      /^Erased: 2 leads, 4 consent records, 1 contact message, 1 resource download, 1 email course subscription, 1 newsletter subscription, \d+ pending emails? cancelled, \d+ sent emails? blanked, 1 verification document\.$/,
    );

    const after = await dumpEveryTable();
    for (const trace of traces) {
      expect(tablesHolding(after, trace), trace).toEqual(
        trace === person.firstName || trace === person.lastName || trace === traces[0]
          ? ['data_requests']
          : [],
      );
    }
    // The request keeps what the law asks for, not the identity document.
    expect(after.data_requests).not.toContain('passport');
    // The audit entry counts what went, without naming the person.
    expect(tablesHolding(after, requestId)).toEqual(['data_requests']);
    expect(after.audit_log).toContain('data-request.erasure');
    for (const table of ['lead_events', 'lead_deliveries', 'lead_delivery_attempts']) {
      expect(after[table], table).toBe('[]');
    }
    expect(tablesHolding(after, 'stays@example.org').sort()).toEqual(
      ['email_outbox', 'newsletter_subscribers'].sort(),
    );

    // Nothing more goes to the erased person: no queued email, no next lesson.
    sent.length = 0;
    await deliver();
    await sendCourseLessons(database.db, {
      siteUrl: ORIGIN,
      secret: await signingSecret(database.db),
      now: new Date(Date.now() + 3 * 24 * 3_600_000),
    });
    await deliver();
    expect(sent.map((m) => m.to.toLowerCase())).not.toContain(traces[0]);
  });
});
