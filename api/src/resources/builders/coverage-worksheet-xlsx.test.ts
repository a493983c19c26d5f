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

/**
 * Works a sheet formula out the way Excel would, for the little it uses: + - * /, brackets,
 * `=`, "", MAX, IF and ROUND (halves away from zero). Cells hold inputs or further formulas.
 */
function excelValue(address: string, inputs: Record<string, number>): number | string {
  const input = inputs[address];
  if (input !== undefined) return input;
  const formula = Object.entries(coverageCells.results).find(([, cell]) => cell === address);
  if (!formula) throw new Error(`empty cell ${address}`);
  const tokens = coverageFormulas[formula[0] as keyof typeof coverageFormulas].match(
    /[A-Z]+\(|[A-Z]+\d+|\d+(?:\.\d+)?|""|[-+*/(),=]/g,
  );
  if (!tokens) throw new Error(`no formula in ${address}`);
  let at = 0;
  const take = (expected?: string): string => {
    const token = tokens[at++];
    if (token === undefined || (expected !== undefined && token !== expected)) {
      throw new Error(`expected ${expected ?? 'more'} in ${address}`);
    }
    return token;
  };
  const num = (value: number | string): number => {
    if (typeof value !== 'number') throw new Error(`text in arithmetic in ${address}`);
    return value;
  };
  const args = (): (number | string)[] => {
    const list = [comparison()];
    while (tokens[at] === ',') {
      take(',');
      list.push(comparison());
    }
    take(')');
    return list;
  };
  const factor = (): number | string => {
    const token = take();
    if (token === '(') {
      const inner = comparison();
      take(')');
      return inner;
    }
    if (token === '""') return '';
    if (token === 'MAX(') return Math.max(...args().map(num));
    if (token === 'IF(') {
      const [test, yes, no] = args();
      return test ? (yes ?? '') : (no ?? '');
    }
    if (token === 'ROUND(') {
      const [value, digits] = args().map(num);
      const factor = 10 ** (digits ?? 0);
      const rounded = Math.floor(Math.abs(num(value ?? 0)) * factor + 0.5) / factor;
      return Math.sign(num(value ?? 0)) * rounded;
    }
    if (/^\d/.test(token)) return Number(token);
    if (/^[A-Z]+\d+$/.test(token)) return excelValue(token, inputs);
    throw new Error(`unknown ${token} in ${address}`);
  };
  const term = (): number | string => {
    let value = factor();
    while (tokens[at] === '*' || tokens[at] === '/') {
      const times = take() === '*';
      const right = num(factor());
      value = times ? num(value) * right : num(value) / right;
    }
    return value;
  };
  const sum = (): number | string => {
    let value = term();
    while (tokens[at] === '+' || tokens[at] === '-') {
      const sign = take() === '+' ? 1 : -1;
      value = num(value) + sign * num(term());
    }
    return value;
  };
  const comparison = (): number | string => {
    const left = sum();
    if (tokens[at] !== '=') return left;
    take('=');
    return left === sum() ? 1 : 0;
  };
  const value = comparison();
  if (at !== tokens.length) throw new Error(`left over in ${address}`);
  return value;
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

  it('caches what its formulas give in Excel, for any inputs', () => {
    const cases = [
      coverageDefaults,
      { ...coverageDefaults, age: 40, income: 61000 },
      // DIME 662,500: half way between two steps of 25,000
      { ...coverageDefaults, age: 64, yearsOfSupport: 5, debt: 47_500 },
      // past 65 the human life value turns negative; the spouse earns more than the insured
      { ...coverageDefaults, age: 85, income: 40_000, spouseIncome: 90_000 },
      { ...coverageDefaults, income: 0 },
      { ...coverageDefaults, age: 18, income: 333_333, yearsOfSupport: 60, debt: 1_234_567 },
    ];
    for (const inputs of cases) {
      const cells = Object.fromEntries(
        Object.entries(coverageCells.inputs).map(([key, address]) => [
          address,
          inputs[key as keyof typeof inputs],
        ]),
      );
      const cached = computeCoverage(inputs);
      for (const [key, address] of Object.entries(coverageCells.results)) {
        expect(excelValue(address, cells), `${key} for ${JSON.stringify(inputs)}`).toBe(
          cached[key as keyof typeof cached] ?? '',
        );
      }
    }
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
