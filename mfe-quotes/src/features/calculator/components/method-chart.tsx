import type { CoverageEstimate } from '@termlens/contracts/coverage-formula';
import { formatCoverage } from '@termlens/shared-ui/lib/format';
import styles from './method-chart.module.css';

/** The three methods side by side as plain bars; the numbers are in the text too. */
export function MethodChart({ estimate }: { estimate: CoverageEstimate }) {
  const methods = [
    { label: 'Income replacement', value: estimate.incomeReplacement },
    { label: 'DIME method', value: estimate.dime },
    { label: 'Human life value', value: estimate.humanLifeValue },
  ];
  const top = Math.max(...methods.map((m) => m.value), 1);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>How the three methods compare</figcaption>
      <ul className={styles.bars}>
        {methods.map((method) => (
          <li key={method.label} className={styles.item}>
            <span className={styles.label}>{method.label}</span>
            <span className={styles.track}>
              <span
                className={styles.bar}
                style={{ width: `${Math.max((method.value / top) * 100, 0)}%` }}
              />
            </span>
            <span className={styles.amount}>{formatCoverage(Math.max(method.value, 0))}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
