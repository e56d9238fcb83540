/** CSV as the exports write it (products, reports): RFC 4180 lines, UTF-8 behind a byte-order mark. */

export type Cell = string | number | null;

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab / carriage return) as a
 * formula: such text goes out behind an apostrophe, which the import takes off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const guardFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const unguardFormula = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

function csvCell(value: Cell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : guardFormula(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The byte-order mark spreadsheet programs need to read the file as UTF-8 (Arabic). */
export const CSV_BOM = '\uFEFF';
