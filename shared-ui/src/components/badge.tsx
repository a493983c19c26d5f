import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/class-names';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'green' | 'blue' | 'amber' | 'red';

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentPropsWithRef<'span'> & { tone?: BadgeTone }) {
  return <span className={cx(styles.badge, styles[tone], className)} {...props} />;
}
