import { useLocation } from '@termlens/shared-ui/lib/router';
import { useEffect } from 'react';
import { scrollToSection } from '../layout/scroll-to-section';

/**
 * Scrolls to the element the URL's fragment names (e.g. `/#estimate`). The browser's own
 * fragment scroll runs before the app has rendered the anchor, so it finds nothing.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) scrollToSection(hash.slice(1));
  }, [hash]);
}
