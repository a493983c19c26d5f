import { describe, expect, it } from 'vitest';
import { buildQuoteComparisonXlsx } from './quote-comparison-xlsx';
import { normalizeZipTimestamps } from './zip-timestamps';

describe('normalizeZipTimestamps', () => {
  it('stamps every local and central entry with the fixed date (2025-01-01 00:00)', async () => {
    const bytes = await buildQuoteComparisonXlsx();
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const fixedDate = ((2025 - 1980) << 9) | (1 << 5) | 1;
    let locals = 0;
    let centrals = 0;
    for (let i = 0; i + 4 <= bytes.length; i++) {
      const sig = view.getUint32(i, true);
      if (sig === 0x04034b50) {
        locals++;
        expect(view.getUint16(i + 10, true)).toBe(0);
        expect(view.getUint16(i + 12, true)).toBe(fixedDate);
      } else if (sig === 0x02014b50) {
        centrals++;
        expect(view.getUint16(i + 12, true)).toBe(0);
        expect(view.getUint16(i + 14, true)).toBe(fixedDate);
      }
    }
    expect(locals).toBeGreaterThan(5);
    expect(centrals).toBe(locals);
  });

  it('does not modify its input and rejects non-zip data', () => {
    const input = new Uint8Array([1, 2, 3]);
    expect(() => normalizeZipTimestamps(input)).toThrow(/central directory/);
    expect([...input]).toEqual([1, 2, 3]);
  });
});
