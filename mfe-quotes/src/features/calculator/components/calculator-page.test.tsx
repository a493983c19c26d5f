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
    // $1,575,000 is above the $1,500,000 choice: the hand-off rounds up, never below the need.
    const compare = screen.getByRole('link', { name: /compare quotes/i });
    expect(compare).toHaveAttribute('href', '/compare?age=35&coverage=2000000');
    expect(compare).toHaveAccessibleDescription(/age 35 and \$2,000,000 of coverage/);
    fireEvent.change(screen.getByLabelText('Annual income'), { target: { value: '80000' } });
    expect(screen.queryByTestId('calculator-result')).toBeNull();
  });

  it("hands an age between the form's choices over as the next one up", () => {
    render(
      <MemoryRouter>
        <CalculatorPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Your age'), { target: { value: '37' } });
    fireEvent.change(screen.getByLabelText('Annual income'), { target: { value: '60000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    // Human life value, 60,000 × 28 × 0.7 = 1,176,000, rounds to 1,175,000
    expect(screen.getByTestId('calculator-result')).toHaveTextContent('$1,175,000');
    expect(screen.getByRole('link', { name: /compare quotes/i })).toHaveAttribute(
      'href',
      '/compare?age=40&coverage=1500000',
    );
  });
});
