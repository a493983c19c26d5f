import type { blogCategoryValues } from '@termlens/contracts/content';
import type { NewsCategory } from '@termlens/contracts/news-categories';

// Shapes of the hand-written seed content. The seeder maps them onto the drizzle tables;
// readTime, fileSize and similar derived values are computed there, never typed by hand.

export type BlogCategory = (typeof blogCategoryValues)[number];

export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  /** HTML using only: h2 h3 p ul ol li strong em a[href] blockquote table thead tbody tr th td */
  content: string;
  category: BlogCategory;
  author: string;
  metaTitle: string;
  metaDescription: string;
  imageUrl: string;
  tags: string[];
  /** ISO 8601 date-time */
  publishedAt: string;
  /** ISO 8601 date-time; equal to publishedAt unless the post was revised */
  updatedAt: string;
}

export interface NewsArticleSeed {
  title: string;
  summary: string;
  /** HTML, same allow-list as blog content */
  content: string;
  category: NewsCategory;
  author: string;
  /** ISO 8601 date-time */
  publishedAt: string;
  imageUrl: string;
}

export interface CourseLessonSeed {
  day: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  subject: string;
  /** one sentence shown by mail clients after the subject */
  preheader: string;
  /** plain-text paragraphs; the mailer renders HTML and text versions from them */
  paragraphs: string[];
  /** optional call to action linking to a page of the site */
  cta?: { label: string; path: string };
}
