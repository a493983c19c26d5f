// Shared workbook setup for the downloadable spreadsheets: fixed metadata and dates, common
// styles, and serialisation to bytes that are identical on every build.

import { company } from '@termlens/contracts/company';
import ExcelJS from 'exceljs';
import { RESOURCE_FILE_DATE } from './common';
import { normalizeZipTimestamps } from './zip-timestamps';

export const CURRENCY = '"$"#,##0';
export const CURRENCY_CENTS = '"$"#,##0.00';

export const XLSX_COLORS = {
  brand: 'FF0F4C81',
  brandTint: 'FFDCE8F5',
  input: 'FFFFF4CC',
  inputBorder: 'FFE0B84C',
  text: 'FF1F2933',
  muted: 'FF5F6B7A',
  example: 'FFF1F3F5',
  white: 'FFFFFFFF',
} as const;

export function createWorkbook(title: string, subject: string): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = company.name;
  workbook.lastModifiedBy = company.name;
  workbook.company = company.legalName;
  workbook.title = title;
  workbook.subject = subject;
  workbook.created = RESOURCE_FILE_DATE;
  workbook.modified = RESOURCE_FILE_DATE;
  // Excel recalculates on open; the cached results written alongside each formula serve viewers that don't.
  workbook.calcProperties.fullCalcOnLoad = true;
  return workbook;
}

/** Every explicit font names its face: without one, LibreOffice and others fall back to a serif. */
export const FONT_NAME = 'Calibri';
export const font = (f: Partial<ExcelJS.Font> = {}): Partial<ExcelJS.Font> => ({
  name: FONT_NAME,
  size: 11,
  ...f,
});

export const thinBorder = (argb: string): Partial<ExcelJS.Borders> => ({
  top: { style: 'thin', color: { argb } },
  left: { style: 'thin', color: { argb } },
  bottom: { style: 'thin', color: { argb } },
  right: { style: 'thin', color: { argb } },
});

export const solidFill = (argb: string): ExcelJS.Fill => ({
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb },
});

export async function workbookToBytes(workbook: ExcelJS.Workbook): Promise<Uint8Array> {
  const buffer = await workbook.xlsx.writeBuffer();
  return normalizeZipTimestamps(new Uint8Array(buffer));
}
