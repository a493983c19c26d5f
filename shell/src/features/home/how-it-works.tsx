import styles from './how-it-works.module.css';

const steps = [
  {
    title: 'Compare Quotes',
    text: 'Tell us your age, cover and term. See priced quotes from several A-rated insurers in about 60 seconds.',
  },
  {
    title: 'Choose Your Plan',
    text: 'Weigh price, insurer strength and features side by side, then pick the plan that fits your family.',
  },
  {
    title: 'Get Protected',
    text: 'Apply in under 5 minutes. Many applicants are approved in 24-48 hours, often with no medical exam up to $1M.',
  },
];

export function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-it-works-title">
      <div className="container">
        <h2 id="how-it-works-title" className={styles.title}>
          How It Works
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, i) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
