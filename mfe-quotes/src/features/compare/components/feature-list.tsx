import { useDisclosure } from '../hooks/use-disclosure';
import styles from './feature-list.module.css';

/** A product's features: always shown on wide screens, behind a button on phones to keep cards short. */
export function FeatureList({ features }: { features: readonly string[] }) {
  const { open, panelId, buttonProps } = useDisclosure();
  return (
    <>
      <button className={styles.toggle} {...buttonProps}>
        {open ? 'Hide' : 'Show'} features ({features.length})
      </button>
      <ul id={panelId} className={styles.list} data-open={open}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </>
  );
}
