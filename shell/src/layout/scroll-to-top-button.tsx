import { useEffect, useState } from 'react';
import styles from './scroll-to-top-button.module.css';

const SHOW_AFTER_PX = 300;

export function ScrollToTopButton() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!shown) return null;
  const toTop = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" className={styles.button} onClick={toTop} aria-label="Scroll to top">
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M4 12l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
    </button>
  );
}
