import type { ExcludedCarrier } from '@termlens/contracts/quotes';
import { useId } from 'react';
import styles from './excluded-carriers.module.css';

interface ExcludedCarriersProps {
  excluded: readonly ExcludedCarrier[];
  title: string;
  headingLevel: 2 | 3 | 4;
}

/** The sample insurers the engine left out of a search, each with the reason it gave. */
export function ExcludedCarriers({ excluded, title, headingLevel }: ExcludedCarriersProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.excluded} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {excluded.map((carrier) => (
          <li key={carrier.carrierId}>
            <strong>{carrier.companyName}</strong>: {carrier.reason}.
          </li>
        ))}
      </ul>
    </section>
  );
}
