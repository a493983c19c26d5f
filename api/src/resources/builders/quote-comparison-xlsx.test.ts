import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  buildQuoteComparisonXlsx,
  exampleQuotes,
  FIRST_QUOTE_ROW,
  QUOTE_ROWS,
  QUOTE_SHEET_NAME,
  quoteCellColumn,
  quoteRowFormulas,
} from './quote-comparison-xlsx';

async function load(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet(QUOTE_SHEET_NAME);
  if (!sheet) throw new Error('sheet missing');
  return sheet;
}

describe('quote comparison sheet', () => {
  it('uses blank-when-empty formulas', () => {
    expect(quoteRowFormulas(7)).toEqual({
      annual: 'IF(G7="","",G7*12)',
      costPerThousand: 'IF(OR(F7="",G7=""),"",H7/F7*1000)',
      totalOverTerm: 'IF(OR(E7="",G7=""),"",H7*E7)',
    });
  });

  it('is a valid XLSX with two labelled examples and three empty quote rows', async () => {
    const bytes = await buildQuoteComparisonXlsx();
    expect(Buffer.from(bytes.subarray(0, 4)).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(
      true,
    );
    const sheet = await load(bytes);
    expect(QUOTE_ROWS).toBe(5);
    expect(exampleQuotes).toHaveLength(2);

    const cached = [
      { annual: 330, costPerThousand: 0.66, totalOverTerm: 6600 },
      { annual: 298.8, costPerThousand: 0.5976, totalOverTerm: 5976 },
    ];
    for (let i = 0; i < QUOTE_ROWS; i++) {
      const row = FIRST_QUOTE_ROW + i;
      const formulas = quoteRowFormulas(row);
      const label = sheet.getCell(`A${row}`).value;
      const expected = cached[i];
      if (expected) {
        expect(label).toMatch(/EXAMPLE/);
        expect(sheet.getCell(`${quoteCellColumn('insurer')}${row}`).value).toBe(
          exampleQuotes[i]?.insurer,
        );
        expect(sheet.getCell(`${quoteCellColumn('notes')}${row}`).value).toMatch(
          /Illustrative example/,
        );
      } else {
        expect(label).toBe(`Quote ${i + 1}`);
        for (const key of [
          'insurer',
          'rating',
          'term',
          'coverage',
          'monthly',
          'conversion',
          'riders',
          'notes',
        ] as const) {
          expect(sheet.getCell(`${quoteCellColumn(key)}${row}`).value, key).toBeNull();
        }
      }
      for (const key of ['annual', 'costPerThousand', 'totalOverTerm'] as const) {
        const value = sheet.getCell(`${quoteCellColumn(key)}${row}`).value;
        // empty rows cache an empty-string result (<v></v>), which exceljs reads back as no result
        expect(value, `${key} row ${row}`).toEqual(
          expected ? { formula: formulas[key], result: expected[key] } : { formula: formulas[key] },
        );
      }
    }
  });

  it('produces identical bytes on every build', async () => {
    const a = await buildQuoteComparisonXlsx();
    const b = await buildQuoteComparisonXlsx();
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
