import type { SQL } from 'drizzle-orm';
import type { ExportLayout } from '#core/api';
import { api } from '#core/api';
import type { Language } from '#core/constants';
import type { Db } from '#server/db/connect';
import { timeSlice } from '#server/runtime/time-slice';
import type { ExportColumn, ExportResponse } from './export-types';
import { type ExportReads, withExportReads } from './export-connection';
import { LocalityNames } from './locality-names';
import { type ResponseRow, exportResponse, responseBatches } from './response-batches';
import type { SheetWriter } from './sheet-writer';

export interface AnswerSheet {
  db: Db;
  /** condition on `responses` choosing the rows */
  where: SQL;
  columns: readonly ExportColumn[];
  language: Language;
  /** the header row: titles, or variable names (the columns' keys) */
  headers: ExportLayout['headers'];
  /** origin of the attachment links (publicOrigin) */
  origin: string;
  /** told how many rows each page wrote */
  onRows?: (count: number) => void;
}

function* oneAtATime(page: readonly ResponseRow[]): Generator<ExportResponse> {
  for (const row of page) yield exportResponse(row);
}

/** A page's responses, each made as it is written; all at once when their places' names must be looked up first. */
async function pageResponses(page: readonly ResponseRow[], names: LocalityNames): Promise<Iterable<ExportResponse>> {
  if (!names.needed) return oneAtATime(page);
  const responses = page.map(exportResponse);
  await names.load(responses);
  return responses;
}

/** The header row, then every response's row (pages read as withExportReads says). */
export const writeAnswerSheet = (writer: SheetWriter, sheet: AnswerSheet): Promise<void> =>
  withExportReads(sheet.db, (reads) => writeRows(writer, sheet, reads));

/**
 * One row per response, a keyset page at a time. Formatting a page takes the server's one thread
 * for long (100-700 ms per 1,000 rows): it yields every few milliseconds.
 */
async function writeRows(writer: SheetWriter, sheet: AnswerSheet, reads: ExportReads): Promise<void> {
  const { db, where, columns, language } = sheet;
  writer.row(columns.map((c) => (sheet.headers === 'names' ? c.key : c.header)));
  const elementIds = [...new Set(columns.flatMap((c) => (c.elementId ? [c.elementId] : [])))];
  const addressIds = [...new Set(columns.flatMap((c) => (c.kind === 'address' && c.elementId ? [c.elementId] : [])))];
  const names = new LocalityNames(db, addressIds);
  const context = { language, localityName: names.name, fileUrl: (key: string) => `${sheet.origin}${api.storageFile(key)}` };
  const slice = timeSlice();
  for await (const page of responseBatches(reads, where, elementIds)) {
    for (const response of await pageResponses(page, names)) {
      writer.row(columns.map((c) => c.value(response, context)));
      if (slice.spent()) await slice.next();
    }
    sheet.onRows?.(page.length);
    await writer.drain();
  }
}
