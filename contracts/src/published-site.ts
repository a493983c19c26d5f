// What a remote publishes of the site with each build: the pages it renders and the sections it
// adds to home. Its build writes them into its mf-manifest.json (`metaData.site`); the page server
// reads them from each remote's current release, so a team adds, renames or drops a page by
// releasing its remote alone. Types only: the shell's browser code reads these shapes and must not
// carry zod (the release check's schema is in published-site-schema.ts).
import type { RemoteName } from './remote-list';
import type { PageGroup, PageMeta } from './site-pages';

export interface PublishedPage extends PageMeta {
  /** react-router path pattern, e.g. `/blog/:slug` */
  path: string;
  /** the module the remote exposes for it */
  module: string;
  /** short name for breadcrumbs and the sitemaps */
  name: string;
  group: PageGroup;
  /**
   * the API URLs the page reads first, with the path's parameters (`/api/blog/:slug`): preloaded
   * when the browser has to render the page itself
   */
  data?: string[];
}

/**
 * Where home shows a remote's section, by the shell's own sections: the hero is at 0, how it works
 * at 30, the education teasers at 50, the testimonials at 60 and the FAQ excerpt at 70.
 */
export interface PublishedHomeSection {
  module: string;
  order: number;
  /** the section's id, for links such as `/#compare` */
  anchor?: string;
  /** what the section shows, for its error message ("could not load the latest news") */
  area: string;
}

export interface PublishedSite {
  pages: PublishedPage[];
  homeSections: PublishedHomeSection[];
}

/** A remote's page as the shell routes to it. */
export interface SiteRoute extends PublishedPage {
  /** the remote's federation name */
  remote: RemoteName;
}

/** A remote's home section as the shell places it. */
export interface SiteHomeSection extends PublishedHomeSection {
  remote: RemoteName;
}

/** Every remote's pages and home sections, from the current releases. */
export interface SiteMap {
  routes: SiteRoute[];
  homeSections: SiteHomeSection[];
}
