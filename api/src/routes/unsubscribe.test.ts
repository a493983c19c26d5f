import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { emailCourseSubscribers, newsletterSubscribers } from '../db/schema';
import { createLogger } from '../lib/logger';
import { signingSecret } from '../lib/signing-secret';
import { unsubscribeUrl } from '../mail/unsubscribe-link';
import { testDatabases } from '../test/test-databases';

const databases = await testDatabases();

describe.each(databases)('unsubscribe links on $name', (testDb) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let secret: Buffer;

  beforeAll(async () => {
    database = await testDb.open();
    app = createApp({ database, log: createLogger('silent') });
    secret = await signingSecret(database.db);
  });
  afterAll(() => testDb.close());

  const addCourseSubscriber = async (email: string) => {
    const [row] = await database.db
      .insert(emailCourseSubscribers)
      .values({ email, firstName: 'Ada' })
      .returning();
    if (!row) throw new Error('no row');
    return row.id;
  };
  const isActive = async (id: number) => {
    const [row] = await database.db
      .select({ isActive: emailCourseSubscribers.isActive })
      .from(emailCourseSubscribers)
      .where(eq(emailCourseSubscribers.id, id));
    return row?.isActive;
  };
  const pathOf = (url: string) => url.replace('https://termlens.test', '');

  it('deactivates the course subscriber at once on GET with a good signature', async () => {
    const id = await addCourseSubscriber('get@example.com');
    const link = unsubscribeUrl('https://termlens.test', secret, 'course', id);
    expect(link).not.toContain('example.com');
    const res = await app.request(pathOf(link));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('You have been unsubscribed');
    expect(await isActive(id)).toBe(false);
  });

  it('deactivates on the RFC 8058 one-click POST', async () => {
    const id = await addCourseSubscriber('post@example.com');
    const link = unsubscribeUrl('https://termlens.test', secret, 'course', id);
    const res = await app.request(pathOf(link), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await isActive(id)).toBe(false);
  });

  it('unsubscribes newsletter subscribers from their own list', async () => {
    const [row] = await database.db
      .insert(newsletterSubscribers)
      .values({ email: 'news@example.com' })
      .returning();
    const id = row?.id ?? 0;
    const res = await app.request(
      pathOf(unsubscribeUrl('https://termlens.test', secret, 'newsletter', id)),
    );
    expect(res.status).toBe(200);
    const [after] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id));
    expect(after?.isActive).toBe(false);
  });

  it('refuses a bad or borrowed signature with 403 and changes nothing', async () => {
    const id = await addCourseSubscriber('bad@example.com');
    const other = await addCourseSubscriber('other@example.com');
    const otherSig = new URL(unsubscribeUrl('https://x', secret, 'course', other)).searchParams.get(
      'sig',
    );
    for (const sig of ['nope', otherSig]) {
      const res = await app.request(`/api/unsubscribe?list=course&id=${id}&sig=${sig}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Invalid unsubscribe link' });
    }
    // A newsletter signature does not unsubscribe the course subscriber with the same id.
    const listSwap = new URL(unsubscribeUrl('https://x', secret, 'newsletter', id));
    listSwap.searchParams.set('list', 'course');
    expect((await app.request(`/api/unsubscribe${listSwap.search}`)).status).toBe(403);
    expect(await isActive(id)).toBe(true);
  });

  it('answers 400 for a malformed link', async () => {
    const res = await app.request('/api/unsubscribe?list=everything&id=abc');
    expect(res.status).toBe(400);
  });
});
