import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CalculatorPage } from './calculator-page';

describe('CalculatorPage', () => {
  it('shows the default recommendation and clears it when an input changes', () => {
    render(
      <MemoryRouter>
        <CalculatorPage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const result = screen.getByTestId('calculator-result');
    expect(result).toHaveTextContent('$1,575,000');
    expect(result).toHaveTextContent('$126');
    expect(screen.getByRole('link', { name: /compare quotes/i })).toHaveAttribute(
      'href',
      '/compare?coverage=1500000',
    );
    fireEvent.change(screen.getByLabelText('Annual income'), { target: { value: '80000' } });
    expect(screen.queryByTestId('calculator-result')).toBeNull();
  });
});
