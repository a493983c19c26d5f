import { Link } from '@termlens/shared-ui/lib/router';
import styles from './education-teasers.module.css';

// Static on purpose: these three seeded posts answer the questions home visitors ask first.
const teasers = [
  {
    slug: 'how-much-life-insurance',
    title: 'How Much Life Insurance Do You Need?',
    text: 'Income multiples, DIME and human life value: four ways to size your cover, and how to check the answer against your budget.',
  },
  {
    slug: 'term-vs-whole-life',
    title: 'Term vs. Whole Life Insurance',
    text: 'Why term covers the years your family depends on you for a fraction of the price, and when permanent cover still makes sense.',
  },
  {
    slug: 'how-to-compare-term-life-quotes',
    title: 'How to Compare Term Life Quotes Fairly',
    text: 'Match the term, amount and health class, then look past price to insurer strength, conversion terms and riders.',
  },
];

export function EducationTeasers() {
  return (
    <section className={styles.section} aria-labelledby="education-title">
      <div className="container">
        <h2 id="education-title" className={styles.title}>
          Learn Before You Buy
        </h2>
        <p className={styles.lead}>
          Plain-English guides from our education team, plus a free 7-day email course with over
          10,000 enrolled.
        </p>
        <ul className={styles.grid}>
          {teasers.map((teaser) => (
            <li key={teaser.slug} className={styles.card}>
              <h3>
                <Link to={`/blog/${teaser.slug}`}>{teaser.title}</Link>
              </h3>
              <p>{teaser.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
