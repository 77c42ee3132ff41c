import { labelsFromLines, looksLikeHeader } from './options-lines';

export type ImportOutcome =
  | { ok: true; values: string[]; header: string | null }
  | { ok: false; problem: 'unknownType' | 'empty' | 'failed' | 'tooLarge' };

/** A spreadsheet of choices is small; anything bigger is almost certainly the wrong file. */
export const IMPORT_MAX_MB = 5;

const kindOf = (file: File): 'csv' | 'xlsx' | null => {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'csv';
  if (name.endsWith('.xlsx') || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  return null;
};

export const IMPORT_ACCEPT = ['.csv', 'text/csv', '.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
};

async function firstColumnOfCsv(file: File): Promise<string[]> {
  const { default: Papa } = await import('papaparse');
  const text = await file.text();
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return parsed.data.map((row) => cellText(row[0]));
}

async function firstColumnOfXlsx(file: File): Promise<string[]> {
  const { readSheet } = await import('read-excel-file/browser');
  const rows = await readSheet(file);
  return rows.map((row) => cellText(row[0]));
}

/**
 * The first column of a CSV or XLSX file as labels (blank and repeated ones skipped). A first
 * value that reads like a column title ("Options", "Tên"...) is taken as a header and left out.
 * The parsers load only when a file is chosen.
 */
export async function importFirstColumn(file: File): Promise<ImportOutcome> {
  const kind = kindOf(file);
  if (!kind) return { ok: false, problem: 'unknownType' };
  if (file.size > IMPORT_MAX_MB * 1024 * 1024) return { ok: false, problem: 'tooLarge' };
  let column: string[];
  try {
    column = kind === 'csv' ? await firstColumnOfCsv(file) : await firstColumnOfXlsx(file);
  } catch {
    return { ok: false, problem: 'failed' };
  }
  const labels = labelsFromLines(column.map((value) => value.replace(/[\r\n]+/g, ' ')).join('\n'));
  const header = looksLikeHeader(labels[0]) ? (labels[0] ?? null) : null;
  const values = header === null ? labels : labels.slice(1);
  if (values.length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, values, header };
}
