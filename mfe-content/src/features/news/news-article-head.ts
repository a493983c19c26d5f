import type { NewsArticleRead } from '@termlens/contracts/content';
import type { PageMeta } from '@termlens/contracts/site-pages';
import type { PageHeadOf } from '@termlens/shared-ui/lib/page-queries';

/** An article's title and description: in the page's head from the server, and as it changes. */
export function newsArticleMeta(article: NewsArticleRead | undefined): PageMeta {
  return {
    title: article ? `${article.title} | TermLens` : 'Insurance News | TermLens',
    description: article?.summary ?? 'Life insurance news from TermLens.',
    keywords: ['life insurance news'],
  };
}

/** An article's head on the server: its own title, and a NewsArticle for search engines. */
export const newsArticleHead: PageHeadOf = ([answer], { siteUrl }) => {
  const article = answer as NewsArticleRead;
  const meta = newsArticleMeta(article);
  return {
    meta,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title,
        description: meta.description,
        ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
        datePublished: article.publishedAt,
        ...(article.imageUrl ? { image: article.imageUrl } : {}),
        mainEntityOfPage: `${siteUrl}/news/${article.id}`,
      },
    ],
  };
};
