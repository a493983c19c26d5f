import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import styles from './data-table.module.css';

describe('DataTable', () => {
  it('stacks on phones only when asked, keeping the caller’s class', () => {
    render(
      <>
        <DataTable aria-label="stacked" className="own" stacked />
        <DataTable aria-label="plain" />
      </>,
    );
    expect(screen.getByRole('table', { name: 'stacked' })).toHaveClass(
      styles.table as string,
      styles.stacked as string,
      'own',
    );
    expect(screen.getByRole('table', { name: 'plain' })).not.toHaveClass(styles.stacked as string);
  });

  it('is compact only when asked', () => {
    render(
      <>
        <DataTable aria-label="compact" compact />
        <DataTable aria-label="plain" />
      </>,
    );
    expect(screen.getByRole('table', { name: 'compact' })).toHaveClass(styles.compact as string);
    expect(screen.getByRole('table', { name: 'plain' })).not.toHaveClass(styles.compact as string);
  });
});
