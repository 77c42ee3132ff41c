import type { CellValue } from './export-types';

/**
 * Text a spreadsheet could read as a formula: = + - @, tab or carriage return at the start
 * (OWASP "CSV injection"), also when the text goes on over several lines.
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * Every export format's one guard: such text gets a leading ' so it stays text, also when the
 * analyst edits the cell or saves the sheet again as CSV. Numbers stay numbers (a negative
 * answer in a numeric column is a number, not text).
 */
export const asSpreadsheetText = (value: CellValue): CellValue =>
  (typeof value === 'string' && formulaStart.test(value) ? `'${value}` : value);
