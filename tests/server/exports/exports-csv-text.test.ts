import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvRecord } from '#server/exports/csv-text';
import { formatWallClock } from '#core/time';
import { dateCell, dateText, vietnamTime } from '#server/exports/export-text';
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

describe('date cells as text', () => {
  it('read as core formats the same wall clock, for answers (shared cells) and response times alike', () => {
    const day = dateCell('2026-02-28');
    const minute = dateCell('2026-12-31T23:59');
    expect(typeof day === 'object' && dateText(day)).toBe(formatWallClock('2026-02-28', 'vi', 'date'));
    expect(typeof minute === 'object' && dateText(minute)).toBe(formatWallClock('2026-12-31T23:59', 'vi', 'dateTime'));
    // twice: the shared cell's text is kept after the first time
    expect(typeof minute === 'object' && dateText(minute)).toBe('31/12/2026 23:59');
    for (const at of ['2026-03-01T16:59:59.999Z', '0999-06-01T00:00:00Z', '9999-12-31T16:00:00Z']) {
      const cell = vietnamTime(new Date(at));
      const wall = new Date(new Date(at).getTime() + 7 * 3_600_000).toISOString();
      expect(cell && dateText(cell)).toBe(formatWallClock(wall, 'vi', 'dateTimeSeconds'));
    }
  });
});
