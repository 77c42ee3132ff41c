import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { exportFormats } from '#core/api';
import { nextTurn } from '#server/runtime/time-slice';
import type { CellValue, DateCell } from './export-types';
import { csvRecord } from './csv-text';
import { dateFormats } from './export-text';
import { asSpreadsheetText } from './formula-guard';

export type ExportFormat = (typeof exportFormats)[number];

/** Rows go in one at a time; `drain` waits while the reader is behind, so memory stays bounded. */
export interface SheetWriter {
  row(values: readonly CellValue[]): void;
  drain(): Promise<void>;
  end(): Promise<void>;
}

/** Waits while the reader is behind; throws once the download was cut (the client went away). */
async function backPressure(out: Writable): Promise<void> {
  while (out.writableNeedDrain && !out.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => { out.off('drain', done); out.off('close', done); resolve(); };
      out.on('drain', done).on('close', done);
    });
  }
  if (out.destroyed) throw new Error('export stream closed before the end');
}

const BOM = '\uFEFF';

const isDateCell = (cell: CellValue): cell is DateCell => cell !== null && typeof cell === 'object';

/**
 * UTF-8 with BOM (Excel then reads Vietnamese right), RFC 4180 quoting, CRLF. A page's records are
 * one string, written at `drain` (one write a page, not one a cell).
 */
function csvWriter(out: Writable): SheetWriter {
  let pending = BOM;
  const flush = () => {
    if (pending === '') return;
    out.write(pending);
    pending = '';
  };
  return {
    row: (values) => { pending += csvRecord(values); },
    drain: async () => { flush(); await backPressure(out); },
    end: async () => {
      flush();
      out.end();
      await backPressure(out);
    },
  };
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

/**
 * One style object per cell type, and per date format, shared by every cell, empty ones included,
 * and one by every row: exceljs looks a style up by object identity first, so a shared one is
 * serialised once, not once per cell (its fresh empty style per row and per empty cell made that
 * serialising most of the time a row took). The same style ids as exceljs's own would come out.
 */
function sharedStyles() {
  const byType = new Map<ExcelJS.ValueType, Partial<ExcelJS.Style>>();
  const dates = new Map(Object.entries(dateFormats).map(([precision, numFmt]) => [precision, { numFmt }]));
  return (cell: ExcelJS.Cell, value: CellValue): Partial<ExcelJS.Style> => {
    if (isDateCell(value)) return dates.get(value.precision) ?? { numFmt: dateFormats[value.precision] };
    const style = byType.get(cell.type) ?? {};
    byType.set(cell.type, style);
    return style;
  };
}

const ROW_STYLE: Partial<ExcelJS.Style> = {};

/** A date cell as a real XLSX date (a serial number with a date format), shown in Vietnam wall time. */
function addXlsxRow(sheet: ExcelJS.Worksheet, values: readonly CellValue[], styleOf: ReturnType<typeof sharedStyles>): ExcelJS.Row {
  const row = sheet.addRow(values.map((cell) => (isDateCell(cell) ? cell.wallClock : cell)));
  (row as unknown as { style: Partial<ExcelJS.Style> }).style = ROW_STYLE; // exceljs's Row has it; its types do not say so
  row.eachCell({ includeEmpty: true }, (cell, column) => { cell.style = styleOf(cell, values[column - 1] ?? null); });
  return row;
}

/** The zip's input a worksheet streams into: archiver's PassThrough (readable-stream 2). */
interface ZipInput {
  _writableState: { length: number };
  once(event: 'data' | 'drain', listener: () => void): unknown;
  removeListener(event: 'data' | 'drain', listener: () => void): unknown;
}

/** The most of a worksheet's XML left waiting for zlib's deflate before rows wait. */
export const ZIP_QUEUE_BYTES = 1 << 20;

/**
 * Where waiting rows go on: half the most, not an empty queue (`drain`), so zlib (on libuv's
 * threads) always has XML to deflate while the next rows are made; waiting for the queue to empty
 * made the two take turns.
 */
const ZIP_QUEUE_RESUME_BYTES = ZIP_QUEUE_BYTES / 2;

const isZipInput = (value: unknown): value is ZipInput =>
  typeof value === 'object' && value !== null && '_writableState' in value && 'once' in value && 'removeListener' in value;

/**
 * exceljs hands its worksheet's XML to the zip in 64 KB pieces without waiting (it ignores what
 * write() answers), so rows made faster than zlib deflates them piled up in the zip's input: the
 * memory grew with the number of rows. null when exceljs has not piped the sheet yet.
 */
export function zipQueue(sheet: ExcelJS.Worksheet): ZipInput | null {
  const first: unknown = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0];
  return isZipInput(first) ? first : null;
}

/** One piece of the queue passed on to zlib (`data`), the queue emptied, or the download cut. */
function zipProgress(input: ZipInput, out: Writable): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => { input.removeListener('data', done); input.removeListener('drain', done); out.off('close', done); resolve(); };
    input.once('data', done);
    input.once('drain', done);
    out.once('close', done);
  });
}

/** Waits while the zip is more than ZIP_QUEUE_BYTES behind, until it is ZIP_QUEUE_RESUME_BYTES behind, or the download was cut. */
async function zipCatchUp(sheet: ExcelJS.Worksheet, out: Writable): Promise<void> {
  let queue = zipQueue(sheet);
  if (!queue || queue._writableState.length <= ZIP_QUEUE_BYTES) return;
  for (; queue && queue._writableState.length > ZIP_QUEUE_RESUME_BYTES && !out.destroyed; queue = zipQueue(sheet)) await zipProgress(queue, out);
}

/**
 * exceljs's streaming writer: each row is committed (serialised and dropped) as soon as it is added.
 * exceljs is loaded with the first XLSX file, not at the server's start (some 30 MB and 0.3 s).
 */
async function xlsxWriter(out: Writable, name: string): Promise<SheetWriter> {
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(name));
  const styleOf = sharedStyles();
  return {
    row: (values) => addXlsxRow(sheet, values, styleOf).commit(),
    drain: async () => {
      await nextTurn();
      await zipCatchUp(sheet, out);
      await backPressure(out);
    },
    end: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** Every format's rows pass the one formula guard here, headers included (titles are typed by authors). */
function guarded(writer: SheetWriter): SheetWriter {
  return { ...writer, row: (values) => { writer.row(values.map(asSpreadsheetText)); } };
}

export const sheetWriter = async (format: ExportFormat, out: Writable, name: string): Promise<SheetWriter> =>
  guarded(format === 'csv' ? csvWriter(out) : await xlsxWriter(out, name));
