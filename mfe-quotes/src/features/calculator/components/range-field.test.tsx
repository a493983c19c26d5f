import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RangeField } from './range-field';

function Income() {
  const [value, setValue] = useState(75_000);
  return (
    <RangeField
      label="Annual income"
      value={value}
      min={20_000}
      max={500_000}
      step={5_000}
      prefix="$"
      format={(n) => `$${n.toLocaleString('en-US')}`}
      onChange={setValue}
    />
  );
}

const slider = () => screen.getByRole('slider', { name: 'Annual income' }) as HTMLInputElement;
const field = () =>
  screen.getByRole('spinbutton', { name: 'Annual income, exact value' }) as HTMLInputElement;

describe('RangeField', () => {
  it('gives the slider a number field with the same range and step', () => {
    render(<Income />);
    expect(field()).toHaveAttribute('min', '20000');
    expect(field()).toHaveAttribute('max', '500000');
    expect(field()).toHaveAttribute('step', '5000');
    expect(field().value).toBe('75000');
  });

  it('takes a typed figure between two steps and keeps the slider in step', () => {
    render(<Income />);
    fireEvent.change(field(), { target: { value: '83500' } });
    expect(slider()).toHaveAttribute('aria-valuetext', '$83,500');
    fireEvent.change(slider(), { target: { value: '90000' } });
    expect(field().value).toBe('90000');
  });

  it('leaves a half-typed figure alone, then brings it into range on leaving the field', () => {
    render(<Income />);
    fireEvent.change(field(), { target: { value: '8' } });
    expect(field().value).toBe('8');
    expect(slider()).toHaveAttribute('aria-valuetext', '$75,000');
    fireEvent.blur(field());
    expect(field().value).toBe('20000');
    fireEvent.change(field(), { target: { value: '900000' } });
    fireEvent.blur(field());
    expect(field().value).toBe('500000');
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.blur(field());
    expect(field().value).toBe('500000');
  });
});
