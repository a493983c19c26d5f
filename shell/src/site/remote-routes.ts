// Which remote renders each page. The shell routes by it; the server preloads the owning remote's
// files into each page's HTML from it.
import type { SitePath } from '@termlens/contracts/site-pages';
import type { RemoteName } from './remotes';

export interface RemoteRoute {
  path: Exclude<SitePath, '/'>;
  remote: RemoteName;
  /** the module the remote exposes, a file in its src/exposes/ */
  module: string;
}

/** Every page a remote renders and the remote that owns it. */
export const remoteRoutes: readonly RemoteRoute[] = [
  { path: '/compare', remote: 'mfe_quotes', module: 'compare-page' },
  { path: '/calculator', remote: 'mfe_quotes', module: 'calculator-page' },
  { path: '/news', remote: 'mfe_content', module: 'news-page' },
  { path: '/news/:id', remote: 'mfe_content', module: 'news-article-page' },
  { path: '/blog', remote: 'mfe_content', module: 'blog-page' },
  { path: '/blog/:slug', remote: 'mfe_content', module: 'blog-post-page' },
  { path: '/resources', remote: 'mfe_content', module: 'resources-page' },
  { path: '/faq', remote: 'mfe_content', module: 'faq-page' },
  { path: '/sitemap', remote: 'mfe_content', module: 'sitemap-page' },
  { path: '/privacy', remote: 'mfe_content', module: 'privacy-page' },
  { path: '/terms', remote: 'mfe_content', module: 'terms-page' },
  { path: '/disclosure', remote: 'mfe_content', module: 'disclosure-page' },
  { path: '/cookie-policy', remote: 'mfe_content', module: 'cookie-policy-page' },
  { path: '/eula', remote: 'mfe_content', module: 'eula-page' },
  { path: '/ftc-compliance', remote: 'mfe_content', module: 'ftc-compliance-page' },
  { path: '/apply', remote: 'mfe_leads', module: 'apply-page' },
  { path: '/contact', remote: 'mfe_leads', module: 'contact-page' },
  { path: '/data-rights', remote: 'mfe_leads', module: 'data-rights-page' },
  { path: '/admin', remote: 'mfe_admin', module: 'admin-page' },
];
