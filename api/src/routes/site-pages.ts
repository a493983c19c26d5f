import { isPublicPage, type SitePage, type SitePagesAnswer } from '@termlens/contracts/site-pages';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The public pages of the site (main and legal), for its HTML sitemap. The page server knows
 * them (the shell's own and what each remote's current release publishes); the API alone
 * serves no pages.
 */
export function sitePageRoutes(sitePages?: () => Promise<SitePage[]>) {
  return new Hono<AppEnv>().get('/pages', async (c) => {
    const pages = ((await sitePages?.()) ?? [])
      .filter(isPublicPage)
      .map(({ path, name, group, title, description, keywords }) => ({
        path,
        name,
        group,
        title,
        description,
        keywords,
      }));
    c.header('Cache-Control', 'no-cache');
    return c.json({ pages } satisfies SitePagesAnswer);
  });
}
