import { FileSpreadsheet, FileText } from '@termlens/shared-ui/icons';
import { cx } from '@termlens/shared-ui/lib/class-names';
import type { FileKind } from '../file-kind';
import styles from './resources.module.css';

/** A document drawn in the colour readers know the type by; decorative, the badge names the type. */
export function FileTypeIcon({ kind }: { kind: FileKind }) {
  const Icon = kind.label === 'Excel' ? FileSpreadsheet : FileText;
  return (
    <span className={cx(styles.icon, styles[kind.tone])} aria-hidden="true">
      <Icon size={28} strokeWidth={1.75} />
    </span>
  );
}
