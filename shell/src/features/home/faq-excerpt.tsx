import { faqEntries } from '@termlens/contracts/faq';
import { Accordion } from '@termlens/shared-ui/components/accordion';
import { Link } from '@termlens/shared-ui/lib/router';
import styles from './faq-excerpt.module.css';

const EXCERPT_SIZE = 5;

const items = faqEntries.slice(0, EXCERPT_SIZE).map((entry) => ({
  id: entry.id,
  title: entry.question,
  content: entry.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
}));

export function FaqExcerpt() {
  return (
    <section className={styles.section} aria-labelledby="faq-excerpt-title">
      <div className={`container ${styles.inner}`}>
        <h2 id="faq-excerpt-title" className={styles.title}>
          Frequently Asked Questions
        </h2>
        <Accordion items={items} />
        <p className={styles.more}>
          <Link to="/faq">See all {faqEntries.length} questions and answers</Link>
        </p>
      </div>
    </section>
  );
}
