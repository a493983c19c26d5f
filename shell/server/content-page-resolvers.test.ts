import type { DatabaseHandle } from '@termlens/api/db/client';
import { blogPosts } from '@termlens/api/db/schema';
import { seedDatabase } from '@termlens/api/db/seed/seed-database';
import { testDatabases } from '@termlens/api/test/test-databases';
import { insertUnpublishedContent } from '@termlens/api/test/unpublished-content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPageResolvers } from './content-page-resolvers';
import { resolvePage } from './page-meta';

const databases = await testDatabases();

describe.each(databases)('blog and news page metadata on $name', (testDb) => {
  let database: DatabaseHandle;
  let hiddenNewsId: number;

  beforeAll(async () => {
    database = await testDb.open();
    await seedDatabase(database.db);
    ({ hiddenNewsId } = await insertUnpublishedContent(database.db));
  });
  afterAll(() => testDb.close());

  it('resolves page metadata for posts and articles, 404 for drafts', async () => {
    const resolvers = contentPageResolvers('https://t.test');
    const post = await resolvePage(
      '/blog/term-life-basics',
      database.db,
      resolvers,
      'https://t.test',
    );
    expect(post.status).toBe(200);
    expect(post.structuredData.some((d) => d['@type'] === 'Article')).toBe(true);
    const [row] = await database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, 'term-life-basics'));
    expect(post.meta.title).toBe(row?.metaTitle);
    const draft = await resolvePage('/blog/draft-post', database.db, resolvers, 'https://t.test');
    expect(draft.status).toBe(404);
    const hidden = await resolvePage(`/news/${hiddenNewsId}`, database.db, resolvers, '');
    expect(hidden.status).toBe(404);
    const bad = await resolvePage('/news/abc', database.db, resolvers, '');
    expect(bad.status).toBe(404);
  });
});
