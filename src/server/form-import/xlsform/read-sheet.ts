import type ExcelJS from 'exceljs';
import { cellText } from './cell-text';

/** One non-blank row of a sheet: its number in the sheet and its cells by header. */
export interface SheetRow {
  row: number;
  get(header: string): string;
}

/**
 * Headers as XLSForm tools compare them: trimmed, lower-case column names ("Type " is `type`),
 * language suffixes kept as written after `::` ("label::Vietnamese (vi)").
 */
export function normaliseHeader(raw: string): string {
  const [name = '', ...language] = raw.split('::');
  const column = name.trim().toLowerCase().replace(/\s+/g, '_');
  return language.length > 0 ? `${column}::${language.join('::').trim()}` : column;
}

/** The header of each column; a cell merged into the one on its left adds no column of its own. */
function headersOf(sheet: ExcelJS.Worksheet): Map<number, string> {
  const headers = new Map<number, string>();
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, column) => {
    if (cell.isMerged && cell.master.address !== cell.address) return;
    const header = normaliseHeader(cellText(cell.value));
    if (header !== '' && ![...headers.values()].includes(header)) headers.set(column, header);
  });
  return headers;
}

export interface ReadSheet {
  headers: string[];
  rows: SheetRow[];
}

/** The sheet's header row and every row below it that has some text (blank rows are skipped). */
export function readSheet(sheet: ExcelJS.Worksheet): ReadSheet {
  const headers = headersOf(sheet);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = new Map<string, string>();
    for (const [column, header] of headers) {
      const text = cellText(row.getCell(column).value);
      if (text !== '') cells.set(header, text);
    }
    if (cells.size > 0) rows.push({ row: number, get: (header) => cells.get(header) ?? '' });
  });
  return { headers: [...headers.values()], rows };
}
