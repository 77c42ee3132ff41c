import type { AnswerValue } from '#core/answers';
import { isKeyedAnswer } from '#core/answers';
import { parseDecimal } from '#core/answers';
import type { ExportLayout } from '#core/api';
import type { Language } from '#core/constants';
import type { FormElement } from '#core/forms';
import { plainText } from '#core/forms';
import { QuestionInputType } from '#core/tables';
import { type TableColumn, cellAt, columnsOf, isDeleted, rowsOf } from '#core/tables';
import type { CellValue, PartColumn } from './export-types';
import { dateCell, joinLabels, label } from './export-text';

interface CellSpec {
  rowKey: string;
  rowName: string;
  column: TableColumn;
  /** option value → text: the body cell's own options, else the column's */
  options: ReadonlyMap<string, string>;
  values: ExportLayout['values'];
}

const answerable = (column: TableColumn) => column.type !== QuestionInputType.Table && column.type !== QuestionInputType.MultiType;

function cellValue(spec: CellSpec, raw: string | string[] | undefined): CellValue {
  if (raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0)) return null;
  const text = (value: string) => (spec.values === 'values' ? value : spec.options.get(value) ?? value);
  if (Array.isArray(raw)) return joinLabels(raw.map(text));
  switch (spec.column.type) {
    case QuestionInputType.Number:
      return parseDecimal(raw) ?? raw;
    case QuestionInputType.Datetime:
      return dateCell(raw);
    case QuestionInputType.Radio:
    case QuestionInputType.Select:
      return text(raw);
    default:
      return raw;
  }
}

function specColumn(element: FormElement, spec: CellSpec): PartColumn {
  const answerKey = `${spec.rowKey}:${spec.column.key}`;
  return {
    key: `${element.id}.${answerKey}`,
    part: `${spec.rowName} - ${plainText(spec.column.title) || spec.column.key}`,
    value: (answer: AnswerValue) => (isKeyedAnswer(answer) ? cellValue(spec, answer[answerKey]) : null),
  };
}

const optionMap = (options: readonly { id: string; label: string }[]) => new Map(options.map((o) => [o.id, o.label]));

/**
 * table: one column per body row × answerable column; grid: rows r1..r`gridRows` (as many as the
 * longest stored answer has) × columns. Answers are keyed `${rowKey}:${columnKey}`.
 */
export function tableColumns(element: FormElement, gridRows: number, language: Language, values: ExportLayout['values']): PartColumn[] {
  const cells = element.cells ?? [];
  const columns = columnsOf(cells).filter(answerable);
  if (element.kind === 'grid') {
    return Array.from({ length: gridRows }, (_, i) => columns.map((column) => specColumn(element, {
      rowKey: `r${i + 1}`, rowName: `${label(language, 'export.row')} ${i + 1}`, column, options: optionMap(column.options), values,
    }))).flat();
  }
  return rowsOf(cells).flatMap((row) => columns.map((column) => {
    const own = cellAt(cells, row.key, column.key)?.children.filter((o) => !isDeleted(o)) ?? [];
    const options = own.length > 0 ? new Map(own.map((o) => [o.value, o.text])) : optionMap(column.options);
    return specColumn(element, { rowKey: row.key, rowName: plainText(row.label) || row.key, column, options, values });
  }));
}
