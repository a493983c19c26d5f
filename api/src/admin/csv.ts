type Cell = string | number | boolean | null | undefined;

// Spreadsheet apps run a cell starting with one of these as a formula (OWASP CSV injection).
const formulaStart = /^[=+\-@\t\r]/;

/** One RFC 4180 cell, with a leading apostrophe defusing formulas. */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: Cell[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
