import styles from './page-header.module.css';
import { QuoteTool } from './quote-tool';

export function CompareSection() {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="compare-title">
      <header className={styles.header}>
        <h2 id="compare-title">Compare Term Life Insurance Quotes</h2>
        <p className={styles.lead}>
          Get personalized quotes from top-rated insurers in seconds. No phone calls required.
        </p>
      </header>
      <QuoteTool headingLevel={3} />
    </section>
  );
}
