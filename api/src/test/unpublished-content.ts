import type { Database } from '../db/client';
import { blogPosts, newsArticles } from '../db/schema';

/**
 * A draft blog post (`draft-post`) and an inactive news article beside the seeded content: what
 * no list, article or page may show. Answers the article's id.
 */
export async function insertUnpublishedContent(db: Database): Promise<{ hiddenNewsId: number }> {
  await db.insert(blogPosts).values({
    slug: 'draft-post',
    title: 'Draft',
    content: '<p>draft</p>',
    category: 'Family Planning',
    author: 'A',
  });
  const [hidden] = await db
    .insert(newsArticles)
    .values({ title: 'Hidden', category: 'technology', isActive: false })
    .returning({ id: newsArticles.id });
  return { hiddenNewsId: hidden?.id ?? 0 };
}
