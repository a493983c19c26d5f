import { publishedSite } from './src/site/published-site';

// What this remote offers the shell: one file per exposed module in src/exposes/.
export const federation = {
  site: publishedSite,
  name: 'mfe_content',
  exposes: {
    './news-page': './src/exposes/news-page.tsx',
    './news-article-page': './src/exposes/news-article-page.tsx',
    './blog-page': './src/exposes/blog-page.tsx',
    './blog-post-page': './src/exposes/blog-post-page.tsx',
    './resources-page': './src/exposes/resources-page.tsx',
    './faq-page': './src/exposes/faq-page.tsx',
    './sitemap-page': './src/exposes/sitemap-page.tsx',
    './privacy-page': './src/exposes/privacy-page.tsx',
    './terms-page': './src/exposes/terms-page.tsx',
    './disclosure-page': './src/exposes/disclosure-page.tsx',
    './cookie-policy-page': './src/exposes/cookie-policy-page.tsx',
    './eula-page': './src/exposes/eula-page.tsx',
    './ftc-compliance-page': './src/exposes/ftc-compliance-page.tsx',
    './news-strip': './src/exposes/news-strip.tsx',
  },
};
