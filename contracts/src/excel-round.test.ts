import { describe, expect, it } from 'vitest';
import { excelRound } from './excel-round';

describe('excelRound', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [26.5, 27],
    [42.7, 43],
    [-42.7, -43],
    [0.4, 0],
  ])('rounds %d to %d, halves away from zero', (value, rounded) => {
    expect(excelRound(value)).toBe(rounded);
  });

  it('keeps the given number of decimals', () => {
    expect(excelRound(1.25, 1)).toBe(1.3);
    expect(excelRound(-1.25, 1)).toBe(-1.3);
    expect(excelRound(1234.5678, 2)).toBe(1234.57);
  });

  it('agrees with Math.round on every value that is not negative, halves included', () => {
    for (let tenths = 0; tenths <= 2000; tenths++) {
      const value = tenths / 10;
      expect(excelRound(value), String(value)).toBe(Math.round(value));
    }
  });

  it('parts from Math.round on negative halves only', () => {
    expect(Math.round(-2.5)).toBe(-2);
    expect(excelRound(-2.5)).toBe(-3);
    expect(excelRound(-2.6)).toBe(Math.round(-2.6));
  });
});
