import { GRID_MAX_ROWS } from '../forms/design-limits';
import type { FormElement } from '../forms/element.schema';
import type { Message } from '../i18n/message-keys';
import { QuestionInputType, type TableCell } from '../tables/cell.schema';
import { type TableColumn, cellAt, columnsOf, isDeleted, rowsOf } from '../tables/table-layout-read';
import type { AnswerValue } from './answer.schema';
import { isKeyedAnswer } from './answer.schema';
import { dateTimeParts, isCalendarDate } from './validate-date';
import { parseDecimal } from './parse-number';

interface AnswerableCell {
  type: number;
  options: ReadonlySet<string>;
}

const gridRowKey = /^r([1-9]\d*)$/;

interface Layout {
  cells: readonly TableCell[];
  columns: Map<string, TableColumn>;
  rows: Set<string>;
}

function layoutOf(element: FormElement): Layout {
  const cells = element.cells ?? [];
  return { cells, columns: new Map(columnsOf(cells).map((c) => [c.key, c])), rows: new Set(rowsOf(cells).map((r) => r.key)) };
}

/** The cell a `${rowKey}:${columnKey}` answer key names, or null when no such answerable cell exists. */
function cellFor(element: FormElement, { cells, columns, rows }: Layout, key: string): AnswerableCell | null {
  const split = key.lastIndexOf(':');
  if (split <= 0) return null;
  const [rowKey, columnKey] = [key.slice(0, split), key.slice(split + 1)];
  const column = columns.get(columnKey);
  if (!column || column.type === QuestionInputType.Table || column.type === QuestionInputType.MultiType) return null;
  if (element.kind === 'grid') {
    const row = gridRowKey.exec(rowKey);
    if (!row || Number(row[1]) > (element.maxRows ?? GRID_MAX_ROWS)) return null;
    return { type: column.type, options: new Set(column.options.map((o) => o.id)) };
  }
  if (!rows.has(rowKey)) return null;
  const body = cellAt(cells, rowKey, columnKey);
  const own = body?.children.filter((o) => !isDeleted(o)) ?? [];
  // a body cell may carry its own options; otherwise the column's apply
  const options = own.length > 0 ? own.map((o) => o.value) : column.options.map((o) => o.id);
  return { type: body?.type ?? column.type, options: new Set(options) };
}

function cellProblem(cell: AnswerableCell, value: string | string[]): Message | null {
  if (value === '' || (Array.isArray(value) && value.length === 0)) return null;
  switch (cell.type) {
    case QuestionInputType.Input:
      return typeof value === 'string' ? null : { key: 'validation.malformed' };
    case QuestionInputType.Number:
      if (typeof value !== 'string') return { key: 'validation.malformed' };
      return parseDecimal(value) === null ? { key: 'validation.notANumber' } : null;
    case QuestionInputType.Datetime:
      return typeof value === 'string' && (isCalendarDate(value) || dateTimeParts(value) !== null) ? null : { key: 'validation.malformed' };
    case QuestionInputType.Checkbox:
      if (!Array.isArray(value) || new Set(value).size !== value.length) return { key: 'validation.malformed' };
      return value.every((v) => cell.options.has(v)) ? null : { key: 'validation.unknownOption' };
    case QuestionInputType.Radio:
    case QuestionInputType.Select:
      if (typeof value !== 'string') return { key: 'validation.malformed' };
      return cell.options.has(value) ? null : { key: 'validation.unknownOption' };
    default:
      return { key: 'validation.malformed' };
  }
}

/** table / grid: every key names an answerable cell, and each value fits its cell's input type. */
export function tableProblem(element: FormElement, value: AnswerValue): Message | null {
  if (!isKeyedAnswer(value)) return { key: 'validation.malformed' };
  const layout = layoutOf(element);
  for (const [key, cellValue] of Object.entries(value)) {
    const cell = cellFor(element, layout, key);
    if (!cell) return { key: 'validation.unknownOption' };
    const problem = cellProblem(cell, cellValue);
    if (problem) return problem;
  }
  return null;
}
