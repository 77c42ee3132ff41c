import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvRecord } from '#server/exports/csv-text';
import { dateText } from '#server/exports/export-text';
import type { CellValue, DateCell } from '#server/exports/export-types';

const day: DateCell = { wallClock: new Date(Date.UTC(2026, 2, 1)), precision: 'day' };
const rows: CellValue[][] = [
  ['plain', 'Ý kiến, có dấu phẩy', 'nói "có"', 'hai\ndòng', 'cr\rlf', ' leading', 'trailing ', '\uFEFFbom', '', null, 0, -3.5, 1e21, day],
  [null, null],
  ["'=1+1", 'Đọc sách; Âm nhạc', 42],
];

describe('CSV records', () => {
  it('are the text papaparse writes for the same cells (RFC 4180 quoting, CRLF), and parse back to the same values', () => {
    const shown = rows.map((row) => row.map((cell) => (cell !== null && typeof cell === 'object' ? dateText(cell) : cell)));
    const text = rows.map(csvRecord).join('');
    expect(text).toBe(`${Papa.unparse(shown, { newline: '\r\n' })}\r\n`);
    const parsed = Papa.parse<string[]>(text.slice(0, -2), { newline: '\r\n' }).data;
    expect(parsed).toEqual(shown.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))));
  });
});
