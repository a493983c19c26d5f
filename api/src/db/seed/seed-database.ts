import { and, eq, isNull, sql } from 'drizzle-orm';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import { defaultCarriers } from '../../quotes/default-carriers';
import { defaultUnderwriting } from '../../quotes/default-underwriting';
import { resourceRows } from '../../resources/resource-rows';
import type { Database } from '../client';
import { appSettings, blogPosts, carriers, downloadResources, newsArticles } from '../schema';
import { blogPostsA } from './content/blog-posts-a';
import { blogPostsB } from './content/blog-posts-b';
import { newsArticles as newsSeeds } from './content/news-articles';
import { readingMinutes } from './reading-minutes';

const SEED_LOCK = 727_002;

/**
 * Seeds each content set once. Each set is recorded in app_settings, so an operator who edits
 * or deletes seeded rows does not get them back at the next start.
 */
export async function seedDatabase(db: Database): Promise<void> {
  // Built before the transaction, so the seed lock is not held while pdfkit and exceljs work.
  const resources = await resourceRows();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const done = new Set(
      (await tx.select({ key: appSettings.key }).from(appSettings)).map((r) => r.key),
    );
    const once = async (key: string, run: () => Promise<unknown>) => {
      if (done.has(key)) return;
      await run();
      await tx.insert(appSettings).values({ key, value: new Date().toISOString() });
    };

    await once('seed:blog-posts:v1', () =>
      tx
        .insert(blogPosts)
        .values(
          [...blogPostsA, ...blogPostsB].map((post) => ({
            ...post,
            content: sanitizeContentHtml(post.content),
            readTime: readingMinutes(post.content),
            publishedAt: new Date(post.publishedAt),
            updatedAt: new Date(post.updatedAt),
            isPublished: true,
          })),
        )
        .onConflictDoNothing({ target: blogPosts.slug }),
    );

    await once('seed:news-articles:v1', () =>
      tx.insert(newsArticles).values(
        newsSeeds.map((article) => ({
          ...article,
          content: sanitizeContentHtml(article.content),
          publishedAt: new Date(article.publishedAt),
        })),
      ),
    );

    // Fictional carriers; the whole pricing object goes into jsonb so an operator can load
    // real rate data into the same rows later.
    await once('seed:carriers:v1', () =>
      tx
        .insert(carriers)
        .values(
          defaultCarriers.map((carrier) => ({
            id: carrier.id,
            companyName: carrier.companyName,
            amBestRating: carrier.amBestRating,
            applicationUrl: carrier.applicationUrl,
            features: carrier.features,
            pricing: { ...carrier },
          })),
        )
        .onConflictDoNothing({ target: carriers.id }),
    );

    // Class criteria for the same carriers, into rows that have none yet: a database seeded before
    // the health check gets them too, and criteria an operator loaded stay as they are.
    await once('seed:carrier-underwriting:v1', async () => {
      for (const [id, criteria] of Object.entries(defaultUnderwriting)) {
        await tx
          .update(carriers)
          .set({ underwriting: { ...criteria } })
          .where(and(eq(carriers.id, id), isNull(carriers.underwriting)));
      }
    });

    await once('seed:resources:v1', () => tx.insert(downloadResources).values(resources));
  });
}
