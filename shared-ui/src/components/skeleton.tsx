import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A placeholder block; the region around it carries aria-busy and a text for screen readers. */
export function Skeleton({
  width = '100%',
  height = '1rem',
  style,
}: {
  width?: string;
  height?: string;
  style?: CSSProperties;
}) {
  return (
    <span aria-hidden="true" className={styles.skeleton} style={{ width, height, ...style }} />
  );
}
