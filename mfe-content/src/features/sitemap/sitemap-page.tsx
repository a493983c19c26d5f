import { type SitePage, sitePages } from '@termlens/contracts/site-pages';
import { Link } from '@termlens/shared-ui/lib/router';
import styles from './sitemap-page.module.css';

const byGroup = (group: SitePage['group']) =>
  (sitePages as readonly SitePage[]).filter((p) => p.group === group && p.path !== '/sitemap');

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

export function SitemapPage() {
  return (
    <div className={`container ${styles.page}`}>
      <h1>Sitemap</h1>
      <div className={styles.columns}>
        <PageList title="Main pages" pages={byGroup('main')} />
        <PageList title="Legal pages" pages={byGroup('legal')} />
      </div>
      <p>
        <Link to="/">← Back to home</Link>
      </p>
    </div>
  );
}
