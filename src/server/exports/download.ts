import { vietnamDate } from '#core/time';
import { plainText } from '#core/forms';
import { safeFileName } from '#core/text';
import type { ExportTracker } from './export-progress';
import type { ExportFormat, SheetWriter } from './sheet-writer';

export const contentTypes: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** "<form title> <Vietnam date>", without characters file systems refuse; no extension. */
export function exportFileName(title: string, at = new Date()): string {
  return `${safeFileName(plainText(title), 'export')} ${vietnamDate(at)}`;
}

/** The plain-ASCII `filename=` for old clients: accents dropped, đ → d, anything else → _. */
export const asciiFileName = (name: string) =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/[^A-Za-z0-9 ._-]/g, '_');

export interface Download {
  format: ExportFormat;
  /** without extension */
  fileName: string;
  sheetName: string;
  totalRows: number;
  /** told the rows as they are written and how the download ended (X-Export-Id, docs/exports.md) */
  tracker?: ExportTracker;
  write(writer: SheetWriter, onRows: (count: number) => void): Promise<void>;
}
