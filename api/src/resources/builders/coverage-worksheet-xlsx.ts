// "Coverage Needs Worksheet": the site's coverage calculator as a spreadsheet. Inputs are editable
// cells with the calculator's defaults; results are live formulas, each stored with its cached
// result (computed here) so viewers that don't recalculate still show the right numbers.
import {
  type CoverageEstimate,
  type CoverageInputs,
  coverageDefaults,
  DIME_INCOME_YEARS,
  estimateCoverage,
  HLV_INCOME_SHARE,
  MONTHLY_RATE_PER_THOUSAND,
  RETIREMENT_AGE,
  ROUNDING_STEP,
} from '@termlens/contracts/coverage-formula';
import type ExcelJS from 'exceljs';
import { RESOURCE_DISCLAIMER } from './common';
import {
  CURRENCY,
  createWorkbook,
  font,
  solidFill,
  thinBorder,
  workbookToBytes,
  XLSX_COLORS,
} from './xlsx-common';

/** The calculator's estimate, named by the worksheet's result rows. */
export interface CoverageResults extends Omit<CoverageEstimate, 'dime'> {
  dimeNeeds: number;
}

/** Each result cell's cached value; the formulas below compute the same from the inputs. */
export function computeCoverage(inputs: CoverageInputs): CoverageResults {
  const { dime, ...rest } = estimateCoverage(inputs);
  return { ...rest, dimeNeeds: dime };
}

export const COVERAGE_SHEET_NAME = 'Coverage Needs';

/** The inputs the sheet has cells for: every one the formulas use, and dependents. */
type SheetInput = Exclude<keyof CoverageInputs, 'expenses'>;

interface InputRow {
  key: SheetInput;
  label: string;
  hint: string;
  numFmt: string;
  validation: { type: 'whole' | 'decimal'; min: number; max: number };
}

const inputRows: readonly InputRow[] = [
  {
    key: 'age',
    label: 'Your age',
    hint: 'Your age today, in years.',
    numFmt: '0',
    validation: { type: 'whole', min: 18, max: 85 },
  },
  {
    key: 'income',
    label: 'Your annual income',
    hint: 'Gross (before-tax) yearly income from work.',
    numFmt: CURRENCY,
    validation: { type: 'decimal', min: 0, max: 100_000_000 },
  },
  {
    key: 'dependents',
    label: 'Number of dependents',
    hint: 'For reference: the formulas don’t use it directly. Reflect it in years of support and education costs.',
    numFmt: '0',
    validation: { type: 'whole', min: 0, max: 20 },
  },
  {
    key: 'debt',
    label: 'Outstanding debts',
    hint: 'Mortgage balance, car and student loans, credit cards.',
    numFmt: CURRENCY,
    validation: { type: 'decimal', min: 0, max: 100_000_000 },
  },
  {
    key: 'spouseIncome',
    label: 'Spouse or partner’s annual income',
    hint: 'Income that would continue after your death; 0 if none.',
    numFmt: CURRENCY,
    validation: { type: 'decimal', min: 0, max: 100_000_000 },
  },
  {
    key: 'yearsOfSupport',
    label: 'Years of income support needed',
    hint: 'How long your family would need your income replaced, e.g. until your youngest child is independent.',
    numFmt: '0',
    validation: { type: 'whole', min: 0, max: 60 },
  },
  {
    key: 'emergencyFund',
    label: 'Emergency fund to leave',
    hint: 'A cash cushion for your family, often 3 to 6 months of expenses.',
    numFmt: CURRENCY,
    validation: { type: 'decimal', min: 0, max: 100_000_000 },
  },
  {
    key: 'educationCosts',
    label: 'Education costs',
    hint: 'Future college or school costs you want to fund for all children.',
    numFmt: CURRENCY,
    validation: { type: 'decimal', min: 0, max: 100_000_000 },
  },
  {
    key: 'finalExpenses',
    label: 'Final expenses',
    hint: 'Funeral, burial and end-of-life costs, typically $10,000 to $20,000.',
    numFmt: CURRENCY,
    validation: { type: 'decimal', min: 0, max: 100_000_000 },
  },
];

const FIRST_INPUT_ROW = 5;
const inputCell = (key: SheetInput): string =>
  `B${FIRST_INPUT_ROW + inputRows.findIndex((r) => r.key === key)}`;

const RESULTS_HEADER_ROW = FIRST_INPUT_ROW + inputRows.length + 1;
const FIRST_RESULT_ROW = RESULTS_HEADER_ROW + 1;

type ResultKey = keyof CoverageResults;
const resultOrder: readonly ResultKey[] = [
  'incomeReplacement',
  'dimeNeeds',
  'humanLifeValue',
  'recommendation',
  'monthlyPremium',
  'incomeMultiple',
];
const resultCell = (key: ResultKey): string => `B${FIRST_RESULT_ROW + resultOrder.indexOf(key)}`;

const age = inputCell('age');
const income = inputCell('income');
const debt = inputCell('debt');
const spouseIncome = inputCell('spouseIncome');
const yearsOfSupport = inputCell('yearsOfSupport');
const emergencyFund = inputCell('emergencyFund');
const educationCosts = inputCell('educationCosts');
const finalExpenses = inputCell('finalExpenses');

/** Result formulas (without the leading '='), by result. Portable: no MROUND. */
export const coverageFormulas: Readonly<Record<ResultKey, string>> = {
  incomeReplacement: `(${income}-${spouseIncome})*${yearsOfSupport}`,
  dimeNeeds: `${debt}+${DIME_INCOME_YEARS}*${income}+${emergencyFund}+${educationCosts}+${finalExpenses}`,
  humanLifeValue: `${income}*(${RETIREMENT_AGE}-${age})*${HLV_INCOME_SHARE}`,
  recommendation: `ROUND(MAX(${resultCell('incomeReplacement')},${resultCell('dimeNeeds')},${resultCell('humanLifeValue')})/${ROUNDING_STEP},0)*${ROUNDING_STEP}`,
  monthlyPremium: `ROUND(${resultCell('recommendation')}/1000*${MONTHLY_RATE_PER_THOUSAND},0)`,
  incomeMultiple: `IF(${income}=0,"",${resultCell('recommendation')}/${income})`,
};

/** Cell addresses of the inputs and results, for tests and documentation. */
export const coverageCells = {
  inputs: Object.fromEntries(inputRows.map((r) => [r.key, inputCell(r.key)])) as Record<
    SheetInput,
    string
  >,
  results: Object.fromEntries(resultOrder.map((k) => [k, resultCell(k)])) as Record<
    ResultKey,
    string
  >,
};

interface ResultRow {
  label: string;
  explanation: string;
  numFmt: string;
  highlight?: boolean;
}

const resultRows: Readonly<Record<ResultKey, ResultRow>> = {
  incomeReplacement: {
    label: 'Income replacement',
    explanation: '(Your income − spouse’s income) × years of support',
    numFmt: CURRENCY,
  },
  dimeNeeds: {
    label: 'DIME-style needs',
    explanation: 'Debts + 7 × income + emergency fund + education + final expenses',
    numFmt: CURRENCY,
  },
  humanLifeValue: {
    label: 'Human life value',
    explanation: 'Income × (65 − age) × 70%',
    numFmt: CURRENCY,
  },
  recommendation: {
    label: 'Recommended coverage',
    explanation: 'Highest of the three methods, rounded to the nearest $25,000',
    numFmt: CURRENCY,
    highlight: true,
  },
  monthlyPremium: {
    label: 'Estimated monthly premium',
    explanation: 'Illustrative: $0.08 per $1,000 of coverage per month, rounded to the dollar',
    numFmt: CURRENCY,
    highlight: true,
  },
  incomeMultiple: {
    label: 'Coverage as a multiple of income',
    explanation: 'Recommended coverage ÷ your annual income',
    numFmt: '0.0"x"',
  },
};

const notes: readonly [string, string][] = [
  [
    'Income replacement',
    'replaces the income your family would lose, less any income your spouse or partner keeps earning, for the number of years they would need support.',
  ],
  [
    'DIME-style needs',
    '(Debt, Income, Mortgage, Education) adds up your debts, including the mortgage, seven years of income, an emergency fund, education costs and final expenses.',
  ],
  [
    'Human life value',
    'estimates your economic value to your family: 70% of your income (roughly what is left after taxes and your own living costs) for every working year until age 65.',
  ],
  [
    'Recommended coverage',
    'takes the highest of the three so that no need is left uncovered. These formulas do not subtract savings or life insurance you already have; if you have either, you may need less.',
  ],
  [
    'Rule of thumb:',
    'many advisers suggest coverage of 7 to 10 times your annual income. If your multiple is far outside that range, check your inputs. The human life value method gives high figures for younger earners because it counts more working years.',
  ],
  [
    'Premium estimate:',
    'a rough illustration only. Real prices depend on your age, health, tobacco use, term length and insurer. Our quote comparison prices sample insurers for illustration; the insurer you apply to sets the actual rate.',
  ],
];

const COLUMN_WIDTHS = [36, 18, 72] as const;

/** Approximate row height for wrapped text, given roughly how many characters fit on a line. */
function wrappedHeight(text: string, charsPerLine: number, lineHeight = 14): number {
  return Math.max(1, Math.ceil(text.length / charsPerLine)) * lineHeight + 4;
}

function styleHeaderRow(row: ExcelJS.Row): void {
  row.height = 20;
  for (let c = 1; c <= 3; c++) {
    const cell = row.getCell(c);
    cell.font = font({ bold: true, color: { argb: XLSX_COLORS.white } });
    cell.fill = solidFill(XLSX_COLORS.brand);
    cell.alignment = { vertical: 'middle', horizontal: c === 2 ? 'right' : 'left', indent: 1 };
  }
}

export async function buildCoverageWorksheetXlsx(): Promise<Uint8Array> {
  const workbook = createWorkbook(
    'Coverage Needs Worksheet',
    'How much term life insurance do you need?',
  );
  const sheet = workbook.addWorksheet(COVERAGE_SHEET_NAME, {
    views: [{ showGridLines: false }],
    pageSetup: {
      // paperSize omitted: the OOXML default (1) is US Letter
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: '&L&8TermLens Coverage Needs Worksheet&R&8Page &P of &N' },
  });
  sheet.columns = COLUMN_WIDTHS.map((width) => ({ width }));

  const titleRow = sheet.getRow(1);
  titleRow.getCell(1).value = 'TermLens Coverage Needs Worksheet';
  titleRow.getCell(1).font = font({ bold: true, size: 16, color: { argb: XLSX_COLORS.brand } });
  titleRow.height = 26;
  sheet.mergeCells('A1:C1');

  const introRow = sheet.getRow(2);
  introRow.getCell(1).value =
    'Change the yellow cells in column B; the results update automatically using the same formulas as the TermLens coverage calculator. The values shown are the calculator’s defaults.';
  introRow.getCell(1).font = font({ italic: true, color: { argb: XLSX_COLORS.muted } });
  introRow.getCell(1).alignment = { wrapText: true, vertical: 'top' };
  introRow.height = 30;
  sheet.mergeCells('A2:C2');

  const inputsHeader = sheet.getRow(FIRST_INPUT_ROW - 1);
  inputsHeader.values = ['Your details', 'Value', 'What to enter'];
  styleHeaderRow(inputsHeader);

  inputRows.forEach((input, index) => {
    const row = sheet.getRow(FIRST_INPUT_ROW + index);
    row.getCell(1).value = input.label;
    const value = row.getCell(2);
    value.value = coverageDefaults[input.key];
    value.numFmt = input.numFmt;
    value.fill = solidFill(XLSX_COLORS.input);
    value.border = thinBorder(XLSX_COLORS.inputBorder);
    value.font = font({ bold: true, color: { argb: XLSX_COLORS.text } });
    value.protection = { locked: false };
    value.dataValidation = {
      type: input.validation.type,
      operator: 'between',
      allowBlank: false,
      formulae: [input.validation.min, input.validation.max],
      showErrorMessage: true,
      errorTitle: 'Check this value',
      error: `Enter a number from ${input.validation.min.toLocaleString('en-US')} to ${input.validation.max.toLocaleString('en-US')}.`,
    };
    const hint = row.getCell(3);
    hint.value = input.hint;
    hint.font = font({ color: { argb: XLSX_COLORS.muted }, size: 10 });
    hint.alignment = { wrapText: true, vertical: 'middle', indent: 1 };
    row.getCell(1).alignment = { vertical: 'middle', indent: 1 };
    value.alignment = { vertical: 'middle', horizontal: 'right', indent: 1 };
    row.height = wrappedHeight(input.hint, 80, 13) + 4;
  });

  const resultsHeader = sheet.getRow(RESULTS_HEADER_ROW);
  resultsHeader.values = ['Results', 'Amount', 'How it is calculated'];
  styleHeaderRow(resultsHeader);

  const results = computeCoverage(coverageDefaults);
  resultOrder.forEach((key, index) => {
    const meta = resultRows[key];
    const row = sheet.getRow(FIRST_RESULT_ROW + index);
    row.height = 18;
    row.getCell(1).value = meta.label;
    const cell = row.getCell(2);
    const cached = results[key];
    cell.value = { formula: coverageFormulas[key], result: cached ?? '' };
    cell.numFmt = meta.numFmt;
    const explanation = row.getCell(3);
    explanation.value = meta.explanation;
    explanation.font = font({ color: { argb: XLSX_COLORS.muted }, size: 10 });
    for (let c = 1; c <= 3; c++) {
      const target = row.getCell(c);
      target.alignment = { vertical: 'middle', indent: 1, horizontal: c === 2 ? 'right' : 'left' };
      target.border = { bottom: { style: 'thin', color: { argb: 'FFD5DDE6' } } };
      if (meta.highlight) target.fill = solidFill(XLSX_COLORS.brandTint);
    }
    row.getCell(1).font = font({ bold: meta.highlight === true });
    cell.font = font({
      bold: true,
      color: { argb: meta.highlight ? XLSX_COLORS.brand : XLSX_COLORS.text },
    });
  });

  let rowNumber = FIRST_RESULT_ROW + resultOrder.length + 1;
  const notesHeader = sheet.getRow(rowNumber);
  notesHeader.values = ['Notes on the methods', '', ''];
  styleHeaderRow(notesHeader);
  rowNumber++;

  for (const [lead, text] of [...notes, ['Important:', RESOURCE_DISCLAIMER] as [string, string]]) {
    const row = sheet.getRow(rowNumber);
    row.getCell(1).value = {
      richText: [
        { text: `${lead} `, font: font({ bold: true, color: { argb: XLSX_COLORS.brand } }) },
        { text, font: font({ color: { argb: XLSX_COLORS.text } }) },
      ],
    };
    row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
    row.height = wrappedHeight(`${lead} ${text}`, 135);
    sheet.mergeCells(`A${rowNumber}:C${rowNumber}`);
    rowNumber++;
  }

  return workbookToBytes(workbook);
}
