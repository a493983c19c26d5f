import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/class-names';
import styles from './data-table.module.css';

export function DataTable({ className, ...props }: ComponentPropsWithRef<'table'>) {
  return <table className={cx(styles.table, className)} {...props} />;
}
