// "Quote Comparison Sheet": up to five term life quotes side by side. Two rows hold clearly
// labelled illustrative examples; three are empty. Calculated columns are formulas that stay
// blank until their inputs are filled in.
import type ExcelJS from 'exceljs';
import { RESOURCE_DISCLAIMER } from './common';
import {
  CURRENCY,
  CURRENCY_CENTS,
  createWorkbook,
  font,
  solidFill,
  thinBorder,
  workbookToBytes,
  XLSX_COLORS,
} from './xlsx-common';

export const QUOTE_SHEET_NAME = 'Quote Comparison';

type ColumnKey =
  | 'label'
  | 'insurer'
  | 'rating'
  | 'healthClass'
  | 'term'
  | 'coverage'
  | 'monthly'
  | 'annual'
  | 'costPerThousand'
  | 'totalOverTerm'
  | 'conversion'
  | 'riders'
  | 'notes';

interface Column {
  key: ColumnKey;
  header: string;
  width: number;
  kind: 'label' | 'text' | 'number' | 'formula';
  numFmt?: string;
}

export const quoteColumns: readonly Column[] = [
  { key: 'label', header: 'Quote', width: 21, kind: 'label' },
  { key: 'insurer', header: 'Insurer', width: 22, kind: 'text' },
  { key: 'rating', header: 'AM Best rating', width: 10, kind: 'text' },
  { key: 'healthClass', header: 'Health class quoted', width: 14, kind: 'text' },
  { key: 'term', header: 'Term (years)', width: 9, kind: 'number', numFmt: '0' },
  { key: 'coverage', header: 'Coverage amount', width: 14, kind: 'number', numFmt: CURRENCY },
  { key: 'monthly', header: 'Monthly premium', width: 12, kind: 'number', numFmt: CURRENCY_CENTS },
  {
    key: 'annual',
    header: 'Annual premium (monthly × 12)',
    width: 13,
    kind: 'formula',
    numFmt: CURRENCY_CENTS,
  },
  {
    key: 'costPerThousand',
    header: 'Cost per $1,000 of coverage per year',
    width: 14,
    kind: 'formula',
    numFmt: CURRENCY_CENTS,
  },
  {
    key: 'totalOverTerm',
    header: 'Total premiums over the term',
    width: 14,
    kind: 'formula',
    numFmt: CURRENCY,
  },
  { key: 'conversion', header: 'Conversion deadline', width: 22, kind: 'text' },
  { key: 'riders', header: 'Riders', width: 30, kind: 'text' },
  { key: 'notes', header: 'Notes', width: 30, kind: 'text' },
];

const col = (key: ColumnKey): string =>
  String.fromCharCode(65 + quoteColumns.findIndex((c) => c.key === key));
const LAST_COLUMN = String.fromCharCode(64 + quoteColumns.length);

export const HEADER_ROW = 4;
export const FIRST_QUOTE_ROW = HEADER_ROW + 1;
export const QUOTE_ROWS = 5;

type FormulaKey = 'annual' | 'costPerThousand' | 'totalOverTerm';

/** The calculated cells of one quote row (formulas without the leading '='). */
export function quoteRowFormulas(row: number): Record<FormulaKey, string> {
  const term = `${col('term')}${row}`;
  const coverage = `${col('coverage')}${row}`;
  const monthly = `${col('monthly')}${row}`;
  const annual = `${col('annual')}${row}`;
  return {
    annual: `IF(${monthly}="","",${monthly}*12)`,
    costPerThousand: `IF(OR(${coverage}="",${monthly}=""),"",${annual}/${coverage}*1000)`,
    totalOverTerm: `IF(OR(${term}="",${monthly}=""),"",${annual}*${term})`,
  };
}

/** Column letter of each field, for tests. */
export const quoteCellColumn = (key: ColumnKey): string => col(key);

interface ExampleQuote {
  label: string;
  insurer: string;
  rating: string;
  healthClass: string;
  term: number;
  coverage: number;
  monthly: number;
  conversion: string;
  riders: string;
  notes: string;
}

export const exampleQuotes: readonly ExampleQuote[] = [
  {
    label: 'Quote 1 (EXAMPLE)',
    insurer: 'Example Insurer A',
    rating: 'A+',
    healthClass: 'Preferred',
    term: 20,
    coverage: 500000,
    monthly: 27.5,
    conversion: 'End of year 15 or age 70, whichever is first',
    riders: 'Accelerated death benefit (included); waiver of premium (included in price)',
    notes: 'Illustrative example, not a real quote. Longer conversion window.',
  },
  {
    label: 'Quote 2 (EXAMPLE)',
    insurer: 'Example Insurer B',
    rating: 'A-',
    healthClass: 'Preferred',
    term: 20,
    coverage: 500000,
    monthly: 24.9,
    conversion: 'End of year 10',
    riders: 'Accelerated death benefit (included)',
    notes:
      'Illustrative example, not a real quote. Cheaper, but shorter conversion window and no waiver of premium.',
  },
];

/** Excel keeps 15 significant digits; store cached results the same way (e.g. 298.8, not 298.79999999999995). */
const excelNumber = (value: number): number => Number(value.toPrecision(15));

export function computeQuote(
  q: Pick<ExampleQuote, 'term' | 'coverage' | 'monthly'>,
): Record<FormulaKey, number> {
  const annual = excelNumber(q.monthly * 12);
  return {
    annual,
    costPerThousand: excelNumber((annual / q.coverage) * 1000),
    totalOverTerm: excelNumber(annual * q.term),
  };
}

const tips: readonly [string, string][] = [
  [
    'Compare like with like:',
    'quotes are only comparable for the same term length, coverage amount and health class. The class you are offered after underwriting may differ from the one quoted.',
  ],
  [
    'Cost per $1,000 of coverage per year',
    'is the annual premium divided by the coverage in thousands. It lets you compare quotes for different coverage amounts: lower is cheaper.',
  ],
  [
    'AM Best rating:',
    'a grade of the insurer’s financial strength and ability to pay claims. A- (Excellent) or better is a common benchmark.',
  ],
  [
    'Conversion deadline:',
    'the last date you can switch to a permanent policy without a new medical exam. A later deadline keeps more options open if your health changes.',
  ],
  [
    'Riders:',
    'note whether each rider is included or costs extra, and make sure the monthly premium you enter includes any riders you plan to buy.',
  ],
  ['Important:', RESOURCE_DISCLAIMER],
];

const EXAMPLE_TEXT = 'FF6B7280';
const BODY_TEXT = 'FF1F2933';
const FORMULA_FILL = 'FFEEF2F6';

function styleQuoteRow(row: ExcelJS.Row, isExample: boolean): void {
  row.height = 46;
  quoteColumns.forEach((column, index) => {
    const cell = row.getCell(index + 1);
    cell.alignment = {
      vertical: 'middle',
      wrapText: column.kind === 'text' || column.kind === 'label',
      horizontal: column.kind === 'number' || column.kind === 'formula' ? 'right' : 'left',
      indent: 1,
    };
    cell.border = thinBorder('FFD5DDE6');
    if (column.numFmt) cell.numFmt = column.numFmt;
    if (column.kind === 'formula') {
      cell.fill = solidFill(FORMULA_FILL);
      cell.font = font({
        bold: true,
        italic: isExample,
        color: { argb: isExample ? EXAMPLE_TEXT : BODY_TEXT },
      });
    } else if (column.kind === 'label') {
      cell.fill = solidFill(isExample ? XLSX_COLORS.example : XLSX_COLORS.brandTint);
      cell.font = font({
        bold: true,
        italic: isExample,
        color: { argb: isExample ? EXAMPLE_TEXT : XLSX_COLORS.brand },
      });
    } else {
      cell.fill = solidFill(isExample ? XLSX_COLORS.example : XLSX_COLORS.input);
      cell.font = font({
        italic: isExample,
        size: 10,
        color: { argb: isExample ? EXAMPLE_TEXT : BODY_TEXT },
      });
      cell.protection = { locked: false };
    }
  });
}

function addValidations(row: ExcelJS.Row): void {
  const at = (key: ColumnKey): ExcelJS.Cell =>
    row.getCell(quoteColumns.findIndex((c) => c.key === key) + 1);
  at('rating').dataValidation = {
    type: 'list',
    allowBlank: true,
    showErrorMessage: false, // a suggestion list, not a restriction
    formulae: ['"A++,A+,A,A-,B++,B+,B,B-,C++,C+,C,C-,D"'],
  };
  at('healthClass').dataValidation = {
    type: 'list',
    allowBlank: true,
    showErrorMessage: false,
    formulae: ['"Preferred Plus,Preferred,Standard Plus,Standard,Tobacco"'],
  };
  at('term').dataValidation = {
    type: 'whole',
    operator: 'between',
    allowBlank: true,
    showErrorMessage: true,
    errorTitle: 'Term length',
    error: 'Enter the term in years, for example 10, 20 or 30.',
    formulae: [1, 50],
  };
  for (const key of ['coverage', 'monthly'] as const) {
    at(key).dataValidation = {
      type: 'decimal',
      operator: 'greaterThan',
      allowBlank: true,
      showErrorMessage: true,
      errorTitle: 'Amount',
      error: 'Enter an amount in dollars greater than 0.',
      formulae: [0],
    };
  }
}

export async function buildQuoteComparisonXlsx(): Promise<Uint8Array> {
  const workbook = createWorkbook(
    'Quote Comparison Sheet',
    'Compare up to five term life insurance quotes side by side',
  );
  const sheet = workbook.addWorksheet(QUOTE_SHEET_NAME, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: HEADER_ROW, showGridLines: false }],
    pageSetup: {
      // paperSize omitted: the OOXML default (1) is US Letter
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: '&L&8TermLens Quote Comparison Sheet&R&8Page &P of &N' },
  });
  sheet.columns = quoteColumns.map((c) => ({ width: c.width }));

  const titleCell = sheet.getCell('A1');
  titleCell.value = 'TermLens Quote Comparison Sheet';
  titleCell.font = font({ bold: true, size: 16, color: { argb: XLSX_COLORS.brand } });
  sheet.getRow(1).height = 26;
  sheet.mergeCells(`A1:${LAST_COLUMN}1`);

  const intro = sheet.getCell('A2');
  intro.value =
    'Enter up to five quotes, one per row, in the yellow cells. The shaded columns calculate automatically. ' +
    'Quotes 1 and 2 are illustrative EXAMPLES from fictional insurers: overwrite or clear them with your own quotes.';
  intro.font = font({ italic: true, color: { argb: XLSX_COLORS.muted } });
  intro.alignment = { wrapText: true, vertical: 'top' };
  sheet.getRow(2).height = 30;
  sheet.mergeCells(`A2:${LAST_COLUMN}2`);

  const header = sheet.getRow(HEADER_ROW);
  header.height = 44;
  quoteColumns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.header;
    cell.font = font({ bold: true, color: { argb: XLSX_COLORS.white }, size: 10 });
    cell.fill = solidFill(XLSX_COLORS.brand);
    cell.alignment = { wrapText: true, vertical: 'middle', horizontal: 'center' };
    cell.border = thinBorder(XLSX_COLORS.brand);
  });

  for (let i = 0; i < QUOTE_ROWS; i++) {
    const rowNumber = FIRST_QUOTE_ROW + i;
    const row = sheet.getRow(rowNumber);
    const example = exampleQuotes[i];
    styleQuoteRow(row, example !== undefined);
    addValidations(row);
    const formulas = quoteRowFormulas(rowNumber);
    const cached = example ? computeQuote(example) : undefined;

    quoteColumns.forEach((column, index) => {
      const cell = row.getCell(index + 1);
      if (column.key === 'label') {
        cell.value = example ? example.label : `Quote ${i + 1}`;
      } else if (
        column.key === 'annual' ||
        column.key === 'costPerThousand' ||
        column.key === 'totalOverTerm'
      ) {
        cell.value = { formula: formulas[column.key], result: cached ? cached[column.key] : '' };
      } else if (example) {
        cell.value = example[column.key];
      }
    });
  }

  let rowNumber = FIRST_QUOTE_ROW + QUOTE_ROWS + 1;
  const tipsHeader = sheet.getRow(rowNumber);
  tipsHeader.getCell(1).value = 'Tips for comparing quotes';
  tipsHeader.getCell(1).font = font({ bold: true, size: 12, color: { argb: XLSX_COLORS.brand } });
  tipsHeader.height = 20;
  rowNumber++;

  for (const [lead, text] of tips) {
    const row = sheet.getRow(rowNumber);
    row.getCell(1).value = {
      richText: [
        {
          text: `${lead} `,
          font: font({ bold: true, size: 10, color: { argb: XLSX_COLORS.brand } }),
        },
        { text, font: font({ size: 10, color: { argb: BODY_TEXT } }) },
      ],
    };
    row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
    row.height = 20;
    sheet.mergeCells(`A${rowNumber}:${LAST_COLUMN}${rowNumber}`);
    rowNumber++;
  }

  return workbookToBytes(workbook);
}
