import { adminSessionSlotId } from '@termlens/shared-ui/lib/admin-frame';
import { Outlet } from '@termlens/shared-ui/lib/router';
import { CookieConsent } from '../features/cookie-consent/cookie-consent';
import styles from './admin-frame.module.css';
import { BrandLink } from './brand-mark';
import { LazyToaster } from './lazy-toaster';
import layout from './site-layout.module.css';

/**
 * The admin's application frame: a compact bar with the brand and, once signed in, the user and
 * Log out (filled in by the admin remote). No site navigation, quote offers or marketing footer:
 * the admin is at work, not shopping for cover.
 */
export function AdminFrame() {
  return (
    <div className={styles.frame}>
      <a href="#main" className={layout.skipLink}>
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <BrandLink className={styles.brand} />
          <span className={styles.area}>Admin</span>
          <div id={adminSessionSlotId} className={styles.session} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <CookieConsent />
      <LazyToaster />
    </div>
  );
}
