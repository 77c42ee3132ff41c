import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sheetWriter } from '#server/exports/sheet-writer';

/** exceljs's style table (the same module instance the writer uses): where each style is serialised to XML. */
const StylesXform = createRequire(import.meta.url)('exceljs/lib/xlsx/xform/style/styles-xform.js') as { prototype: { _addStyle: (style: object) => number } };

afterEach(() => vi.restoreAllMocks());

async function written(rows: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({ write(chunk: Buffer, _encoding, done) { chunks.push(chunk); done(); } });
  const writer = await sheetWriter('xlsx', out, 'Sheet');
  writer.row(['Mã', 'Lúc gửi', 'Số', 'Ý kiến', 'Ngày']);
  for (let i = 0; i < rows; i++) {
    writer.row([`r${String(i)}`, { wallClock: new Date(Date.UTC(2026, 0, 1, 8, 30)), precision: 'minute' }, i % 3 === 0 ? null : i, i % 2 === 0 ? null : 'ý kiến', { wallClock: new Date(Date.UTC(2026, 0, 2)), precision: 'day' }]);
    if (i % 500 === 499) await writer.drain();
  }
  await writer.end();
  return Buffer.concat(chunks);
}

describe('an XLSX export', () => {
  it('serialises each style once, not once per row or per empty cell, and the cells keep their formats', async () => {
    const serialised = vi.spyOn(StylesXform.prototype, '_addStyle');
    const file = await written(2000);
    // exceljs's defaults and one per cell type and date format; a fresh style per row or empty cell made thousands
    expect(serialised.mock.calls.length).toBeLessThan(20);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const row = sheet?.getRow(3); // the second answer: every cell filled
    expect(row?.getCell(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(row?.getCell(2).value).toEqual(new Date(Date.UTC(2026, 0, 1, 8, 30)));
    expect(row?.getCell(3).value).toBe(1);
    expect(row?.getCell(4).value).toBe('ý kiến');
    expect(row?.getCell(5).numFmt).toBe('dd/mm/yyyy');
    expect(sheet?.getRow(2).getCell(3).value).toBeNull();
    expect(sheet?.rowCount).toBe(2001);
  });
});
