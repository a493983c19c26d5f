import { coverageDefaults } from '@termlens/contracts/coverage-formula';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  buildCoverageWorksheetXlsx,
  COVERAGE_SHEET_NAME,
  computeCoverage,
  coverageCells,
  coverageFormulas,
} from './coverage-worksheet-xlsx';

async function load(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet(COVERAGE_SHEET_NAME);
  if (!sheet) throw new Error('sheet missing');
  return sheet;
}

describe('coverage needs worksheet', () => {
  it('computes the calculator results for the defaults', () => {
    expect(computeCoverage(coverageDefaults)).toEqual({
      incomeReplacement: 750000,
      dimeNeeds: 640000,
      humanLifeValue: 1575000,
      recommendation: 1575000,
      monthlyPremium: 126,
      incomeMultiple: 21,
    });
  });

  it('rounds the recommendation to the nearest $25,000 and handles zero income', () => {
    const r = computeCoverage({ ...coverageDefaults, age: 40, income: 61000 });
    // HLV = 61000 * 25 * 0.7 = 1,067,500, 42.7 steps of 25,000 -> 43 steps = 1,075,000
    expect(r.humanLifeValue).toBe(1067500);
    expect(r.recommendation).toBe(1075000);
    expect(r.monthlyPremium).toBe(86);
    expect(computeCoverage({ ...coverageDefaults, income: 0 }).incomeMultiple).toBeNull();
  });

  it('is a valid XLSX whose inputs hold the defaults', async () => {
    const bytes = await buildCoverageWorksheetXlsx();
    expect(Buffer.from(bytes.subarray(0, 4)).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(
      true,
    );
    const sheet = await load(bytes);
    for (const [key, address] of Object.entries(coverageCells.inputs)) {
      expect(sheet.getCell(address).value, key).toBe(
        coverageDefaults[key as keyof typeof coverageDefaults],
      );
    }
    expect(coverageCells.inputs).toEqual({
      age: 'B5',
      income: 'B6',
      dependents: 'B7',
      debt: 'B8',
      spouseIncome: 'B9',
      yearsOfSupport: 'B10',
      emergencyFund: 'B11',
      educationCosts: 'B12',
      finalExpenses: 'B13',
    });
  });

  it('stores the exact formulas with cached results', async () => {
    const sheet = await load(await buildCoverageWorksheetXlsx());
    const expected = {
      incomeReplacement: { address: 'B16', formula: '(B6-B9)*B10', result: 750000 },
      dimeNeeds: { address: 'B17', formula: 'B8+7*B6+B11+B12+B13', result: 640000 },
      humanLifeValue: { address: 'B18', formula: 'B6*(65-B5)*0.7', result: 1575000 },
      recommendation: {
        address: 'B19',
        formula: 'ROUND(MAX(B16,B17,B18)/25000,0)*25000',
        result: 1575000,
      },
      monthlyPremium: { address: 'B20', formula: 'ROUND(B19/1000*0.08,0)', result: 126 },
      incomeMultiple: { address: 'B21', formula: 'IF(B6=0,"",B19/B6)', result: 21 },
    } as const;
    for (const [key, e] of Object.entries(expected)) {
      expect(coverageCells.results[key as keyof typeof expected]).toBe(e.address);
      expect(coverageFormulas[key as keyof typeof expected]).toBe(e.formula);
      expect(sheet.getCell(e.address).value, key).toEqual({ formula: e.formula, result: e.result });
    }
  });

  it('marks inputs as editable and formats currency', async () => {
    const sheet = await load(await buildCoverageWorksheetXlsx());
    const income = sheet.getCell(coverageCells.inputs.income);
    expect(income.numFmt).toBe('"$"#,##0');
    expect(income.fill).toMatchObject({
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FFFFF4CC' },
    });
    expect(income.protection).toMatchObject({ locked: false });
    expect(sheet.getCell(coverageCells.results.recommendation).numFmt).toBe('"$"#,##0');
  });

  it('produces identical bytes on every build', async () => {
    const a = await buildCoverageWorksheetXlsx();
    const b = await buildCoverageWorksheetXlsx();
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
