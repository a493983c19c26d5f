import { Outlet, useLocation } from '@termlens/shared-ui/lib/router';
import { CookieConsent } from '../features/cookie-consent/cookie-consent';
import { AdminFrame } from './admin-frame';
import { isAdminPath } from './is-admin-path';
import { LazyToaster } from './lazy-toaster';
import { MobileQuoteBar } from './mobile-quote-bar';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';
import { useRouteFocus } from './use-route-focus';

export function SiteLayout() {
  useRouteFocus();
  const { pathname } = useLocation();
  if (isAdminPath(pathname)) return <AdminFrame />;
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <MobileQuoteBar />
      <ScrollToTopButton />
      <CookieConsent />
      <LazyToaster />
    </div>
  );
}
