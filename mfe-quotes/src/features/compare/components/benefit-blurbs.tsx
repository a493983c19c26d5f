import styles from './benefit-blurbs.module.css';

const benefits = [
  {
    title: 'Save Money',
    text: 'Comparing several insurers side by side shows how far prices for the same cover can differ.',
  },
  {
    title: 'A+ Rated Companies',
    text: 'Every insurer shows its financial strength rating, so you know who stands behind the policy.',
  },
  {
    title: 'Fast & Easy',
    text: 'A few answers give you priced quotes in seconds, with no phone calls and no obligation.',
  },
];

export function BenefitBlurbs() {
  return (
    <ul className={styles.list}>
      {benefits.map((benefit) => (
        <li key={benefit.title} className={styles.item}>
          <h2 className={styles.title}>{benefit.title}</h2>
          <p>{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
