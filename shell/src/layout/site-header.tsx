import { Button } from '@termlens/shared-ui/components/button';
import { Menu, X } from '@termlens/shared-ui/icons';
import { NavLink, useLocation } from '@termlens/shared-ui/lib/router';
import { useEffect, useRef, useState } from 'react';
import { BrandLink } from './brand-mark';
import styles from './site-header.module.css';
import { useGetQuote } from './use-get-quote';

const navLinks = [
  { to: '/compare', label: 'Compare Plans' },
  { to: '/calculator', label: 'Calculator' },
  { to: '/news', label: 'Insurance News' },
  { to: '/blog', label: 'Education' },
  { to: '/resources', label: 'Resources' },
] as const;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const goToQuotes = useGetQuote();
  const menuButton = useRef<HTMLButtonElement>(null);

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open menu and gives focus back to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const getQuote = () => {
    setMenuOpen(false);
    goToQuotes();
  };

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <BrandLink className={styles.brand} />
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul>
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) => (isActive ? styles.active : undefined)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="accent" className={styles.cta} onClick={getQuote}>
          Get Free Quote
        </Button>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          {menuOpen ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
        </button>
      </div>
      <nav id="mobile-menu" aria-label="Mobile" className={styles.mobileNav} hidden={!menuOpen}>
        <ul className="container">
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
          <li>
            <Button variant="accent" block onClick={getQuote}>
              Get Free Quote
            </Button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
