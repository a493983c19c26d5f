import { faqEntries } from '@termlens/contracts/faq';
import { Accordion } from '@termlens/shared-ui/components/accordion';
import { Button } from '@termlens/shared-ui/components/button';
import { Link } from '@termlens/shared-ui/lib/router';
import styles from './faq-page.module.css';

const items = faqEntries.map((entry) => ({
  id: entry.id,
  title: entry.question,
  content: entry.answer.map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>),
}));

export function FaqPage() {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Frequently Asked Questions</h1>
      <p className={styles.lead}>
        Straight answers about term life insurance: how it works, what it costs and how to buy it.
      </p>
      <Accordion items={items} headingLevel={2} />
      <aside className={styles.next} aria-labelledby="faq-next">
        <h2 id="faq-next">Still deciding?</h2>
        <p>Compare real prices, work out how much cover you need, or ask us anything.</p>
        <div className={styles.actions}>
          <Button asChild>
            <Link to="/compare">Compare quotes</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/calculator">Use the calculator</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/contact">Contact us</Link>
          </Button>
        </div>
      </aside>
    </div>
  );
}
