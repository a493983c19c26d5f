import styles from './resources.module.css';

const reasons = [
  {
    title: 'Written by people who compare policies',
    text: 'Every guide follows how term life is actually priced and underwritten in the US.',
  },
  {
    title: 'Ready to use',
    text: 'Printable checklists and spreadsheets with the formulas already in place.',
  },
  {
    title: 'Free, no obligation',
    text: 'No sales call. You get the file at once and a copy of the link by email.',
  },
];

export function DownloadReasons() {
  return (
    <section className={styles.section} aria-labelledby="reasons-heading">
      <h2 id="reasons-heading" className={styles.sectionTitle}>
        Why download our guides
      </h2>
      <ul className={styles.threeUp}>
        {reasons.map((r) => (
          <li key={r.title} className={styles.reason}>
            <h3>{r.title}</h3>
            <p>{r.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
