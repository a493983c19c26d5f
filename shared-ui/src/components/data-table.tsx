import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/class-names';
import styles from './data-table.module.css';

export interface DataTableProps extends ComponentPropsWithRef<'table'> {
  /**
   * On phones the header row is hidden (screen readers still read it) and the caller lays each
   * row out as a card whose cells label themselves.
   */
  stacked?: boolean;
  /** tighter cells and smaller type, for working screens such as the admin's */
  compact?: boolean;
}

export function DataTable({
  className,
  stacked = false,
  compact = false,
  ...props
}: DataTableProps) {
  return (
    <table
      className={cx(styles.table, stacked && styles.stacked, compact && styles.compact, className)}
      {...props}
    />
  );
}
