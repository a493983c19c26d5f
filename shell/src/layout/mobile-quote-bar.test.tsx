import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MobileQuoteBar } from './mobile-quote-bar';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <MobileQuoteBar />
    </MemoryRouter>,
  );

describe('MobileQuoteBar', () => {
  it.each(['/', '/compare', '/blog/term-life-basics'])('offers a quote on %s', (path) => {
    renderAt(path);
    expect(screen.getByRole('button', { name: 'Get Free Quote Now' })).toBeInTheDocument();
  });
});
