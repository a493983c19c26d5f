import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/class-names';
import styles from './card.module.css';

export function Card({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.card, className)} {...props} />;
}
