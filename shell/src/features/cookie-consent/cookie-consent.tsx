import { Button } from '@termlens/shared-ui/components/button';
import { Link } from '@termlens/shared-ui/lib/router';
import { useConsentStore } from '@termlens/shared-ui/stores/consent-store';
import { lazy, Suspense, useRef, useState } from 'react';
import { useHydrated } from '../../app/use-hydrated';
import styles from './cookie-consent.module.css';
import { useRoomBelow } from './use-room-below';

// Most visitors never open the preferences: its dialog code loads on first use.
const CookiePreferencesDialog = lazy(() =>
  import('./cookie-preferences-dialog').then((m) => ({ default: m.CookiePreferencesDialog })),
);

/** The banner on a first visit, and the preferences dialog any package can open. */
export function CookieConsent() {
  const consent = useConsentStore((s) => s.consent);
  const preferencesOpen = useConsentStore((s) => s.preferencesOpen);
  const { acceptAll, essentialOnly, openPreferences } = useConsentStore.getState();
  // Once loaded the dialog stays mounted, so closing it behaves as before.
  const [dialogWanted, setDialogWanted] = useState(false);
  // The choice lives in the browser: the server's HTML has no banner, so a returning visitor
  // never sees one flash, and a first visit shows it once hydrated.
  const hydrated = useHydrated();
  const bannerShown = hydrated && consent === null;
  const banner = useRef<HTMLElement>(null);
  useRoomBelow(banner, bannerShown);
  if (preferencesOpen && !dialogWanted) setDialogWanted(true);
  return (
    <>
      {bannerShown && (
        <section ref={banner} className={styles.banner} aria-labelledby="cookie-banner-title">
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
      {dialogWanted && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog />
        </Suspense>
      )}
    </>
  );
}
