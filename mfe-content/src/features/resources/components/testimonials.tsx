import styles from './resources.module.css';

// Spec section 2: three static testimonials.
const testimonials = [
  {
    quote:
      'The buyer’s checklist kept me from skipping the medical exam prep. I was approved at the rate I was quoted.',
    name: 'Maria G.',
    detail: 'Teacher, Texas',
  },
  {
    quote:
      'The coverage worksheet showed we needed twice what my employer plan gave us. It took twenty minutes.',
    name: 'James T.',
    detail: 'New dad, Ohio',
  },
  {
    quote:
      'Laying five quotes side by side in the comparison sheet made the cheapest good option obvious.',
    name: 'Priya S.',
    detail: 'Small business owner, Oregon',
  },
];

export function Testimonials() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className={styles.sectionTitle}>
        What readers say
      </h2>
      <div className={styles.threeUp}>
        {testimonials.map((t) => (
          <figure key={t.name} className={styles.testimonial}>
            <blockquote>
              <p>“{t.quote}”</p>
            </blockquote>
            <figcaption>
              <strong>{t.name}</strong> · {t.detail}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
