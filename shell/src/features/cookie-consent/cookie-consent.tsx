import { Button } from '@termlens/shared-ui/components/button';
import { useConsentStore } from '@termlens/shared-ui/stores/consent-store';
import { Link } from 'react-router-dom';
import styles from './cookie-consent.module.css';
import { CookiePreferencesDialog } from './cookie-preferences-dialog';

/** The banner on a first visit, and the preferences dialog any package can open. */
export function CookieConsent() {
  const consent = useConsentStore((s) => s.consent);
  const { acceptAll, essentialOnly, openPreferences } = useConsentStore.getState();
  return (
    <>
      {consent === null && (
        <section className={styles.banner} aria-labelledby="cookie-banner-title">
          <div className={styles.inner}>
            <div>
              <h2 id="cookie-banner-title" className={styles.title}>
                We value your privacy
              </h2>
              <p className={styles.text}>
                We use essential cookies to run this site and, with your permission, analytics,
                marketing and preference cookies. Read our{' '}
                <Link to="/cookie-policy">cookie policy</Link>.
              </p>
            </div>
            <div className={styles.actions}>
              <Button variant="ghost" onClick={openPreferences}>
                Customize
              </Button>
              <Button variant="secondary" onClick={essentialOnly}>
                Essential Only
              </Button>
              <Button onClick={acceptAll}>Accept All</Button>
            </div>
          </div>
        </section>
      )}
      <CookiePreferencesDialog />
    </>
  );
}
