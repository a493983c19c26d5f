import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/class-names';
import styles from './data-table.module.css';

export interface DataTableProps extends ComponentPropsWithRef<'table'> {
  /**
   * On phones the header row is hidden (screen readers still read it) and the caller lays each
   * row out as a card whose cells label themselves.
   */
  stacked?: boolean;
}

export function DataTable({ className, stacked = false, ...props }: DataTableProps) {
  return <table className={cx(styles.table, stacked && styles.stacked, className)} {...props} />;
}
