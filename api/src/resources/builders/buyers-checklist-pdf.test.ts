import { describe, expect, it } from 'vitest';
import { buildBuyersChecklistPdf, checklistSections } from './buyers-checklist-pdf';
import { countPdfPages, pdfText } from './pdf-test-utils';

describe('buyers checklist PDF', () => {
  it('is a PDF of 3 to 4 pages with fixed metadata', async () => {
    const bytes = await buildBuyersChecklistPdf();
    const text = pdfText(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const pages = countPdfPages(bytes);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(pages).toBeLessThanOrEqual(4);
    // the Info dictionary's values are written as indirect objects
    expect(text).toContain('(D:20250101000000Z)');
    expect(text).toContain('(TermLens, Inc.)');
    expect(text).not.toMatch(/\(D:(?!20250101000000Z)\d{14}/);
  });

  it('covers every stage of buying a policy', () => {
    expect(checklistSections.map((s) => s.heading)).toEqual([
      'Before you shop',
      'Documents and facts to have ready',
      'Comparing quotes',
      'The application and underwriting',
      'After approval',
    ]);
    const all = checklistSections
      .flatMap((s) => s.items.map((i) => `${i.lead} ${i.detail ?? ''}`))
      .join('\n');
    for (const topic of [
      'term length',
      'budget',
      'health class',
      'AM Best',
      'conversion',
      'riders',
      'exam',
      'MIB',
      'free-look',
      'beneficiar',
      'Store the policy',
    ]) {
      expect(all).toContain(topic);
    }
  });

  it('produces identical bytes on every build', async () => {
    const [a, b] = await Promise.all([buildBuyersChecklistPdf(), buildBuyersChecklistPdf()]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
