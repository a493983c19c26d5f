import { describe, expect, it } from 'vitest';
import { buildGlossaryPdf, glossaryEntries } from './glossary-pdf';
import { countPdfPages, pdfText } from './pdf-test-utils';

describe('glossary PDF', () => {
  it('is a PDF of 2 to 3 pages with fixed metadata', async () => {
    const bytes = await buildGlossaryPdf();
    const text = pdfText(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    const pages = countPdfPages(bytes);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(3);
    expect(text).toContain('(D:20250101000000Z)');
    expect(text).not.toMatch(/\(D:(?!20250101000000Z)\d{14}/);
  });

  it('has more than 35 unique entries in alphabetical order, including the core terms', () => {
    expect(glossaryEntries.length).toBeGreaterThan(35);
    const terms = glossaryEntries.map((e) => e.term);
    expect(new Set(terms).size).toBe(terms.length);
    const sorted = [...terms].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(terms).toEqual(sorted);
    for (const required of [
      'Accelerated death benefit',
      'AM Best rating',
      'Beneficiary',
      'Cash value',
      'Contestability period',
      'Conversion privilege',
      'Decreasing term',
      'Face amount',
      'Free-look period',
      'Grace period',
      'Guaranteed level premium',
      'Health class',
      'Insurable interest',
      'Laddering',
      'Lapse',
      'Level term',
      'MIB',
      'Policy owner',
      'Premium',
      'Reinstatement',
      'Rider',
      'Return of premium',
      'Simplified issue',
      'Suicide clause',
      'Term length',
      'Underwriting',
      'Waiver of premium',
      'Whole life',
    ]) {
      expect(terms).toContain(required);
    }
    for (const entry of glossaryEntries) expect(entry.definition.length).toBeGreaterThan(40);
  });

  it('produces identical bytes on every build', async () => {
    const a = await buildGlossaryPdf();
    const b = await buildGlossaryPdf();
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
