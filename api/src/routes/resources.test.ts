import type { ResourceDownloadResponse, ResourceRead } from '@termlens/contracts/signup';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import {
  downloadResources,
  emailCourseSubscribers,
  emailOutbox,
  newsletterSubscribers,
  resourceDownloads,
} from '../db/schema';
import { seedDatabase } from '../db/seed/seed-database';
import { createLogger } from '../lib/logger';
import { signPath } from '../lib/signed-url';
import { signingSecret } from '../lib/signing-secret';
import { postJson } from '../test/post-json';
import { testDatabases } from '../test/test-databases';

const databases = await testDatabases();

describe.each(databases)('resources, email course and newsletter API on $name', (testDb) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await testDb.open();
    await seedDatabase(database.db);
    // Rate limits have their own tests; here they would only count the test's requests.
    app = createApp({
      database,
      log: createLogger('silent'),
      siteUrl: 'https://termlens.test',
      rateLimits: false,
    });
  });
  afterAll(() => testDb.close());

  const post = (path: string, body: unknown) => postJson(app, path, body);
  const listResources = async () =>
    (await (await app.request('/api/resources')).json()) as ResourceRead[];

  it('lists the seeded active resources with size and pages from the real files', async () => {
    const hidden = await database.db
      .insert(downloadResources)
      .values({
        title: 'Hidden',
        fileUrl: '/api/resources/files/x',
        fileType: 'pdf',
        isActive: false,
      })
      .returning({ id: downloadResources.id });
    const list = await listResources();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.some((r) => r.id === hidden[0]?.id)).toBe(false);
    const pdf = list.find((r) => r.fileType === 'pdf');
    const xlsx = list.find((r) => r.fileType === 'xlsx');
    expect(pdf?.pages).toBeGreaterThan(0);
    expect(pdf?.fileSize).toMatch(/^\d+(\.\d)? (KB|MB)$/);
    expect(xlsx?.pages).toBeNull();
    expect(list.every((r) => r.downloadCount === 0)).toBe(true);
  });

  it('rejects an invalid email with 400 and the field message', async () => {
    const [first] = await listResources();
    for (const email of ['', 'a@b', 'a b@c.d', 'nope']) {
      const res = await post(`/api/resources/${first?.id}/download`, { email });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { fields: Record<string, string> };
      expect(body.fields.email).toBe('Please enter a valid email address.');
    }
  });

  it('answers 404 for an unknown or inactive resource', async () => {
    const res = await post('/api/resources/999999/download', { email: 'a@b.co' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Resource not found' });
  });

  it('records the download, counts it once, queues the email and serves the real file', async () => {
    const pdf = (await listResources()).find((r) => r.fileType === 'pdf') as ResourceRead;
    const res = await post(`/api/resources/${pdf.id}/download`, {
      email: 'reader@example.com',
      firstName: 'Ana',
      resourceId: pdf.id,
      utm_source: 'newsletter',
    });
    expect(res.status).toBe(200);
    const { downloadUrl } = (await res.json()) as ResourceDownloadResponse;
    expect(downloadUrl).toMatch(/^\/api\/resources\/files\/[a-z-]+\?expires=\d+&sig=[0-9a-f]{64}$/);

    const file = await app.request(downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(file.headers.get('cache-control')).toMatch(/^private/);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const after = (await listResources()).find((r) => r.id === pdf.id);
    expect(after?.downloadCount).toBe(pdf.downloadCount + 1);
    const [row] = await database.db
      .select()
      .from(resourceDownloads)
      .where(eq(resourceDownloads.email, 'reader@example.com'));
    expect(row).toMatchObject({
      resourceId: pdf.id,
      firstName: 'Ana',
      lastName: null,
      utm_source: 'newsletter',
      utm_medium: 'website',
      utm_campaign: 'download',
    });
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'reader@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('resource-download');
    expect(mails[0]?.status).toBe('pending');
    expect(mails[0]?.text).toContain(`https://termlens.test${downloadUrl}`);
  });

  it('serves a spreadsheet as XLSX', async () => {
    const xlsx = (await listResources()).find((r) => r.fileType === 'xlsx') as ResourceRead;
    const res = await post(`/api/resources/${xlsx.id}/download`, { email: 'x@y.io' });
    const { downloadUrl } = (await res.json()) as ResourceDownloadResponse;
    const file = await app.request(downloadUrl);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  });

  it('refuses tampered, unsigned and expired links with 403', async () => {
    const secret = await signingSecret(database.db);
    const good = signPath(secret, '/api/resources/files/term-life-glossary');
    const tampered = [
      good.replace('term-life-glossary', 'coverage-needs-worksheet'),
      good.replace(/sig=(.)/, (_m, ch: string) => `sig=${ch === 'a' ? 'b' : 'a'}`),
      good.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 60}`),
      '/api/resources/files/term-life-glossary',
    ];
    for (const url of tampered) {
      const res = await app.request(url);
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/json/);
    }
    const dayAndMore = Date.now() - 25 * 60 * 60 * 1000;
    const expired = signPath(secret, '/api/resources/files/term-life-glossary', dayAndMore);
    const res = await app.request(expired);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'This download link has expired' });
    expect((await app.request(good)).status).toBe(200);
  });

  it('stops serving a link signed earlier once its resource is made inactive', async () => {
    const pdf = (await listResources()).find((r) => r.fileType === 'pdf') as ResourceRead;
    const res = await post(`/api/resources/${pdf.id}/download`, { email: 'early@example.com' });
    const { downloadUrl } = (await res.json()) as ResourceDownloadResponse;
    expect((await app.request(downloadUrl)).status).toBe(200);
    const withdraw = (isActive: boolean) =>
      database.db
        .update(downloadResources)
        .set({ isActive })
        .where(eq(downloadResources.id, pdf.id));
    await withdraw(false);
    try {
      const refused = await app.request(downloadUrl);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: 'File not found' });
    } finally {
      await withdraw(true);
    }
    expect((await app.request(downloadUrl)).status).toBe(200);
  });

  it('keeps one generated signing secret for every process', async () => {
    expect((await signingSecret(database.db)).equals(await signingSecret(database.db))).toBe(true);
    expect((await signingSecret(database.db, 'from-env')).toString()).toBe('from-env');
  });

  it('enrols a course subscriber once, validates the fields and welcomes by email', async () => {
    const bad = await post('/api/email-course', { email: 'x', firstName: ' ' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({
      email: 'Please enter a valid email address.',
      firstName: 'Please enter your first name.',
    });

    const first = await post('/api/email-course', {
      email: 'Learner@Example.com',
      firstName: 'Lee',
    });
    expect(first.status).toBe(201);
    const again = await post('/api/email-course', { email: 'learner@example.com', firstName: 'L' });
    expect(again.status).toBe(200);
    const rows = await database.db
      .select()
      .from(emailCourseSubscribers)
      .where(eq(emailCourseSubscribers.email, 'learner@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Lee',
      currentDay: 1,
      isActive: true,
      utm_source: 'direct',
      utm_medium: 'website',
      utm_campaign: 'email-course',
    });
    const welcomes = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'learner@example.com'));
    expect(welcomes.map((m) => m.kind)).toEqual(['course-welcome']);

    await database.db
      .update(emailCourseSubscribers)
      .set({ isActive: false })
      .where(eq(emailCourseSubscribers.email, 'learner@example.com'));
    expect(
      (await post('/api/email-course', { email: 'learner@example.com', firstName: 'Lee' })).status,
    ).toBe(200);
    const [back] = await database.db
      .select({ isActive: emailCourseSubscribers.isActive })
      .from(emailCourseSubscribers)
      .where(eq(emailCourseSubscribers.email, 'learner@example.com'));
    expect(back?.isActive).toBe(true);
  });

  it('subscribes to the newsletter once', async () => {
    expect((await post('/api/newsletter', { email: 'no' })).status).toBe(400);
    expect((await post('/api/newsletter', { email: 'fan@example.com' })).status).toBe(201);
    expect((await post('/api/newsletter', { email: 'fan@example.com' })).status).toBe(200);
    const rows = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'fan@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.utm_campaign).toBe('newsletter');
  });
});
