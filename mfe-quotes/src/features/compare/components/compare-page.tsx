import { BenefitBlurbs } from './benefit-blurbs';
import styles from './page-header.module.css';
import { QuoteTool } from './quote-tool';

export function ComparePage() {
  return (
    <section className={`container ${styles.section}`}>
      <header className={styles.header}>
        <h1>Compare Term Life Insurance Quotes</h1>
        <p className={styles.lead}>
          Get personalized quotes from top-rated insurers in seconds. No phone calls required.
        </p>
      </header>
      <QuoteTool headingLevel={2} searchInUrl />
      <BenefitBlurbs />
    </section>
  );
}
