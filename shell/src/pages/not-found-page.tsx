import { notFoundPage } from '@termlens/contracts/site-pages';
import { Button } from '@termlens/shared-ui/components/button';
import {
  ArrowRight,
  BookOpen,
  Calculator,
  type LucideIcon,
  MessageCircle,
  Search,
} from '@termlens/shared-ui/icons';
import { Link, useLocation } from '@termlens/shared-ui/lib/router';
import { usePageMeta } from '@termlens/shared-ui/lib/use-page-meta';
import styles from './not-found-page.module.css';

// Where most people who land here were heading.
const destinations: { to: string; label: string; hint: string; icon: LucideIcon }[] = [
  { to: '/compare', label: 'Compare quotes', hint: 'Priced quotes in seconds', icon: Search },
  {
    to: '/calculator',
    label: 'Coverage calculator',
    hint: 'How much cover you need',
    icon: Calculator,
  },
  { to: '/blog', label: 'Education', hint: 'Plain-English guides', icon: BookOpen },
  { to: '/contact', label: 'Contact us', hint: 'Questions? Write to us', icon: MessageCircle },
];

export function NotFoundPage() {
  usePageMeta(notFoundPage);
  const { pathname } = useLocation();
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        404 Page Not Found
      </h1>
      <p className={styles.hint}>
        No page lives at <code>{pathname}</code>. If you run this site, check that a route for this
        path is registered for the app that renders it. If you followed a link here, the page may
        have moved.
      </p>
      <Button asChild size="lg">
        <Link to="/">Go to the home page</Link>
      </Button>
      <nav aria-label="Popular pages" className={styles.nav}>
        <ul className={styles.links}>
          {destinations.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={styles.link}>
                <Icon className={styles.icon} size={22} aria-hidden="true" />
                <span className={styles.linkText}>
                  <span className={styles.linkLabel}>{label}</span>
                  <span className={styles.linkHint}>{hint}</span>
                </span>
                <ArrowRight className={styles.arrow} size={18} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
