import { testimonials } from '@termlens/contracts/testimonials';
import styles from './testimonials.module.css';

export function Testimonials() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title" className={styles.title}>
          What Families Say About TermLens
        </h2>
        <p className={styles.rating}>
          <span className={styles.stars} aria-hidden="true">
            ★★★★★
          </span>
          Rated 4.9/5 from 1,200+ reviews
        </p>
        <ul className={styles.grid}>
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className={styles.card}>
                <blockquote>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption>
                  <strong>{t.name}</strong>
                  <span>{t.detail}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className={styles.guarantee}>
          30-day money-back guarantee with insurers that offer one, and every policy has a free-look
          period (commonly 10 to 30 days, by state) to cancel for a full refund.
        </p>
      </div>
    </section>
  );
}
