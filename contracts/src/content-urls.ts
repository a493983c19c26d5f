// The API URLs of one blog post and one news article: the content remote fetches them and the
// server preloads them into the page, and a preload is only reused for the very same URL.

export const blogPostUrl = (slug: string) => `/api/blog/${encodeURIComponent(slug)}`;

export const newsArticleUrl = (id: string) => `/api/news/${encodeURIComponent(id)}`;
