import { testimonials } from '@termlens/contracts/testimonials';
import styles from './resources.module.css';

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
