import { Button } from '@termlens/shared-ui/components/button';
import { Check } from '@termlens/shared-ui/icons';
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
              <Check size={18} strokeWidth={2.5} aria-hidden="true" />
              {badge}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
