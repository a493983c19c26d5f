import { Button } from '@termlens/shared-ui/components/button';
import { scrollToSection } from '../../layout/scroll-to-section';
import styles from './home-hero.module.css';

const badges = [
  'Trusted by thousands of families',
  'A+ Rated Insurers',
  'No Hidden Fees',
  'Free Quotes',
];

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <h1 id="hero-title" className={styles.title}>
          Compare the Best Term Life Insurance Plans Instantly
        </h1>
        <p className={styles.subtitle}>
          Find affordable coverage in minutes and compare quotes from top-rated insurers. Quotes in
          60 seconds, from $15/month, and no phone number needed.
        </p>
        <div className={styles.actions}>
          <Button size="lg" variant="accent" onClick={() => scrollToSection('compare')}>
            Compare Now
          </Button>
          <Button size="lg" variant="secondary" onClick={() => scrollToSection('estimate')}>
            Estimate Coverage
          </Button>
        </div>
        <ul className={styles.badges}>
          {badges.map((badge) => (
            <li key={badge}>
              <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" />
              </svg>
              {badge}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
