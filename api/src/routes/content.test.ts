import type { BlogPage, BlogPostRead, NewsArticleRead } from '@termlens/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { blogPosts } from '../db/schema';
import { seedDatabase } from '../db/seed/seed-database';
import { createLogger } from '../lib/logger';
import { testDatabases } from '../test/test-databases';
import { insertUnpublishedContent } from '../test/unpublished-content';

const databases = await testDatabases();

describe.each(databases)('news and blog API on $name', (testDb) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let hiddenNewsId: number;

  beforeAll(async () => {
    database = await testDb.open();
    await seedDatabase(database.db);
    app = createApp({ database, log: createLogger('silent') });
    ({ hiddenNewsId } = await insertUnpublishedContent(database.db));
    await database.db.insert(blogPosts).values({
      slug: 'hostile-post',
      title: 'Hostile',
      content:
        '<p onmouseover="steal()">ok</p><script>steal()</script><a href="javascript:steal()">x</a>',
      category: 'Family Planning',
      author: 'A',
      isPublished: true,
      publishedAt: new Date('2000-01-01'),
    });
  });
  afterAll(() => testDb.close());

  const getJson = async <T>(path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: (await res.json()) as T };
  };

  it('lists active news newest first, without inactive articles', async () => {
    const { status, body } = await getJson<NewsArticleRead[]>('/api/news');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(body.some((a) => a.title === 'Hidden')).toBe(false);
    const times = body.map((a) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters news by category and limit, and searches', async () => {
    const { body } = await getJson<NewsArticleRead[]>(
      '/api/news?category=technology&limit=2&live=true',
    );
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(2);
    expect(body.every((a) => a.category === 'technology')).toBe(true);
    const first = body[0] as NewsArticleRead;
    const word = first.title.split(' ')[0] as string;
    const search = await getJson<NewsArticleRead[]>(`/api/news?q=${encodeURIComponent(word)}`);
    expect(search.body.some((a) => a.id === first.id)).toBe(true);
    const none = await getJson<NewsArticleRead[]>('/api/news?q=zzqqxx%25');
    expect(none.body).toEqual([]);
  });

  it('rejects a limit outside 1-50 with the field named', async () => {
    for (const limit of ['0', '51', 'abc']) {
      const { status, body } = await getJson<{ error: string; fields: Record<string, string> }>(
        `/api/news?limit=${limit}`,
      );
      expect(status).toBe(400);
      expect(body.error).toBe('Invalid request');
      expect(Object.keys(body.fields)).toEqual(['limit']);
    }
  });

  it('answers one news article, 404 when missing or inactive', async () => {
    const list = await getJson<NewsArticleRead[]>('/api/news?limit=1');
    const id = list.body[0]?.id;
    const one = await getJson<NewsArticleRead>(`/api/news/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.content).toBeTruthy();
    for (const missing of [hiddenNewsId, 999999]) {
      const res = await app.request(`/api/news/${missing}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Article not found' });
    }
  });

  it('pages the published blog posts 9 at a time', async () => {
    const first = await getJson<BlogPage>('/api/blog');
    expect(first.body.posts).toHaveLength(9);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.posts.some((p) => p.slug === 'draft-post')).toBe(false);
    const second = await getJson<BlogPage>('/api/blog?page=2');
    expect(second.body.page).toBe(2);
    expect(second.body.hasMore).toBe(false);
    const slugs = [...first.body.posts, ...second.body.posts].map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toContain('hostile-post');
    expect(slugs).not.toContain('draft-post');
  });

  it('filters the blog by category', async () => {
    const { body } = await getJson<BlogPage>(
      `/api/blog?category=${encodeURIComponent('Term Life Basics')}&pageSize=50`,
    );
    expect(body.posts.length).toBeGreaterThan(0);
    expect(body.posts.every((p) => p.category === 'Term Life Basics')).toBe(true);
  });

  it('serves every slug the site links to', async () => {
    for (const slug of [
      'how-much-life-insurance',
      'term-vs-whole-life',
      'term-life-basics',
      'new-parents-guide',
    ]) {
      const { status, body } = await getJson<BlogPostRead>(`/api/blog/${slug}`);
      expect(status).toBe(200);
      expect(body.slug).toBe(slug);
      expect(body.content.length).toBeGreaterThan(1000);
    }
  });

  it('answers 404 for an unknown or unpublished slug', async () => {
    for (const slug of ['no-such-post', 'draft-post']) {
      const res = await app.request(`/api/blog/${slug}`);
      expect(res.status).toBe(404);
    }
  });

  it('never serves script, handlers or javascript: URLs, even from a stored row', async () => {
    const { body } = await getJson<BlogPostRead>('/api/blog/hostile-post');
    expect(body.content).not.toMatch(/script|onmouseover|javascript:/i);
    expect(body.content).toContain('<p>ok</p>');
  });
});
