import { notFoundPage } from '@termlens/contracts/site-pages';
import { Button } from '@termlens/shared-ui/components/button';
import { Link, useLocation } from '@termlens/shared-ui/lib/router';
import { usePageMeta } from '@termlens/shared-ui/lib/use-page-meta';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  usePageMeta(notFoundPage);
  const { pathname } = useLocation();
  return (
    <section className={`container ${styles.page}`}>
      <h1>404 Page Not Found</h1>
      <p>
        No page lives at <code>{pathname}</code>. If you run this site, check that a route for this
        path is registered for the app that renders it. If you followed a link here, the page may
        have moved.
      </p>
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
    </section>
  );
}
