import type { CellValue, DateCell } from './export-types';
import { dateText } from './export-text';

/** What makes a field need quotes (RFC 4180, and papaparse's rules: a BOM, a leading or trailing space). */
const needsQuotes = /[",\r\n\uFEFF]|^ | $/;
const quote = /"/g;

function csvField(cell: string | number | DateCell | null): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = typeof cell === 'string' ? cell : dateText(cell);
  return needsQuotes.test(text) ? `"${text.replace(quote, '""')}"` : text;
}

/**
 * One CSV record and its CRLF, as papaparse's unparse writes it, built straight from the row's
 * cells: no array per row, no per-cell write (a page's records go out as one string).
 */
export function csvRecord(values: readonly CellValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i += 1) line += i === 0 ? csvField(values[i] ?? null) : `,${csvField(values[i] ?? null)}`;
  return `${line}\r\n`;
}
