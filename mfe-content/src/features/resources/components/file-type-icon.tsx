import { cx } from '@termlens/shared-ui/lib/class-names';
import type { FileKind } from '../file-kind';
import styles from './resources.module.css';

/** A document outline with the type written on it; decorative, the badge names the type. */
export function FileTypeIcon({ kind }: { kind: FileKind }) {
  return (
    <span className={cx(styles.icon, styles[kind.tone])} aria-hidden="true">
      <svg width="28" height="34" viewBox="0 0 28 34" fill="none" aria-hidden="true">
        <path
          d="M2 3a2 2 0 0 1 2-2h14l8 8v22a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V3Z"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M18 1v8h8" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className={styles.iconLabel}>{kind.label === 'Excel' ? 'XLS' : kind.label}</span>
    </span>
  );
}
