import type { BlogPostRead } from '@termlens/contracts/content';
import type { PageMeta } from '@termlens/contracts/site-pages';
import type { PageHeadOf } from '@termlens/shared-ui/lib/page-queries';

/** A post's title and description: in the page's head from the server, and as it changes. */
export function blogPostMeta(post: BlogPostRead | undefined): PageMeta {
  return {
    title: post?.metaTitle ?? (post ? `${post.title} | TermLens` : 'Blog | TermLens'),
    description: post?.metaDescription ?? post?.excerpt ?? 'Term life insurance guides.',
    keywords: post?.tags ?? [],
  };
}

/** A post's head on the server: its own title, and an Article for search engines. */
export const blogPostHead: PageHeadOf = ([answer], { siteUrl }) => {
  const post = answer as BlogPostRead;
  const meta = blogPostMeta(post);
  return {
    meta,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description: meta.description,
        author: { '@type': 'Person', name: post.author },
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        ...(post.imageUrl ? { image: post.imageUrl } : {}),
        mainEntityOfPage: `${siteUrl}/blog/${post.slug}`,
      },
    ],
  };
};
