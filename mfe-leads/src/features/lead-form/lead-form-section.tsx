import { LeadForm } from './lead-form';
import styles from './lead-form-section.module.css';

/** The home page's estimate section; `#estimate` is where the home links point. */
export function LeadFormSection() {
  return (
    <section className={styles.section} aria-labelledby="estimate-title">
      <div className="container">
        <h2 id="estimate-title" className={styles.title}>
          Get Your Free Coverage Estimate
        </h2>
        <p className={styles.lead}>
          Three short steps, no obligation. Your personalized quotes arrive by email.
        </p>
        <LeadForm />
      </div>
    </section>
  );
}
