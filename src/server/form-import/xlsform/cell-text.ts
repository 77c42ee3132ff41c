import type ExcelJS from 'exceljs';

function objectText(value: object): string {
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((run: { text?: unknown }) => scalarText(run.text)).join('');
  if ('result' in value) return scalarText(value.result);
  if ('text' in value) return scalarText(value.text);
  return '';
}

function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') return objectText(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * A cell as the text XLSForm means: numbers stored as numbers ("1") or text alike, rich-text runs
 * joined, a formula's result, a hyperlink's text; surrounding spaces removed.
 */
export function cellText(value: ExcelJS.CellValue): string {
  return scalarText(value).trim();
}
