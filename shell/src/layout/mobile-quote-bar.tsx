import { Button } from '@termlens/shared-ui/components/button';
import { cx } from '@termlens/shared-ui/lib/class-names';
import { useEffect, useState } from 'react';
import styles from './mobile-quote-bar.module.css';
import { useGetQuote } from './use-get-quote';

const HIDE_AFTER_PX = 100;

/** Phones only (the CSS hides it elsewhere): out of the way while reading down, back on scroll up. */
export function MobileQuoteBar() {
  const [shown, setShown] = useState(true);
  const getQuote = useGetQuote();

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > lastY && y > HIDE_AFTER_PX) setShown(false);
      else if (y < lastY) setShown(true);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div className={cx(styles.bar, !shown && styles.hidden)} data-testid="mobile-quote-bar">
      <Button variant="accent" size="lg" block onClick={getQuote}>
        Get Free Quote Now
      </Button>
    </div>
  );
}
