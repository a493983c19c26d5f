import { sampleInsurerExplanation, sampleInsurerLabel } from '@termlens/contracts/sample-insurers';
import { Badge } from '@termlens/shared-ui/components/badge';
import { useDisclosure } from '../hooks/use-disclosure';
import styles from './sample-badge.module.css';

/**
 * Marks an insurer as a sample. The badge is a button so a keyboard or screen-reader user can
 * reach the explanation too; Escape hides it again.
 */
export function SampleBadge({ companyName }: { companyName: string }) {
  const { open, close, panelId, buttonProps } = useDisclosure();
  return (
    <span className={styles.sample}>
      <button
        className={styles.toggle}
        {...buttonProps}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <Badge tone="amber">
          {sampleInsurerLabel}
          <span className={styles.icon} aria-hidden="true">
            ?
          </span>
        </Badge>
      </button>
      <span id={panelId} className={styles.explanation} hidden={!open}>
        {companyName} is not a real insurer: {sampleInsurerExplanation}
      </span>
    </span>
  );
}
