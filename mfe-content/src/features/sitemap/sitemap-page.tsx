import type { SitePage } from '@termlens/contracts/site-pages';
import { Link } from '@termlens/shared-ui/lib/router';
import { LoadError } from '../shared/load-error';
import { useSitePages } from './site-pages-query';
import styles from './sitemap-page.module.css';

function PageList({ title, pages }: { title: string; pages: readonly SitePage[] }) {
  const id = `sitemap-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.name}</Link>
            <p>{page.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every public page the site has now: the shell's and those each remote's release publishes. */
export function SitemapPage() {
  const sitePages = useSitePages();
  const byGroup = (group: SitePage['group']) =>
    (sitePages.data?.pages ?? []).filter((p) => p.group === group && p.path !== '/sitemap');
  return (
    <div className={`container ${styles.page}`}>
      <h1>Sitemap</h1>
      {sitePages.isError ? (
        <LoadError
          title="Unable to Load the Sitemap"
          text="The list of pages could not be loaded. Please try again."
          onRetry={() => sitePages.refetch()}
        />
      ) : (
        <div className={styles.columns} aria-busy={sitePages.isPending}>
          <PageList title="Main pages" pages={byGroup('main')} />
          <PageList title="Legal pages" pages={byGroup('legal')} />
        </div>
      )}
      <p>
        <Link to="/">← Back to home</Link>
      </p>
    </div>
  );
}
