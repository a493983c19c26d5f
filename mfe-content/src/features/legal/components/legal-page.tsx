import type { ReactNode } from 'react';
import styles from './legal-page.module.css';

/** The frame of every legal page: one h1, an optional 'Last updated' line and intro, then prose. */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  children,
}: {
  title: string;
  lastUpdated?: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <article className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lastUpdated && <p className={styles.updated}>Last updated: {lastUpdated}</p>}
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      <div className="prose">{children}</div>
    </article>
  );
}
