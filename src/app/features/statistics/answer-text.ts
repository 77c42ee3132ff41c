import { addressPlace, isFileList, isKeyedAnswer, isOtherChoice, otherChoiceText, placeKey, type AnswerValue } from '#core/answers';
import type { ChoiceOption, FormElement } from '#core/forms';
import { QuestionInputType, columnsOf, rowsOf } from '#core/tables';

/** The words an answer may need that the design does not hold, in the reader's language. */
export interface AnswerWords {
  yes: string;
  no: string;
  other: string;
  /** a typed date ("YYYY-MM-DD") or date-time ("YYYY-MM-DDTHH:mm") answer as the reader's dates read */
  date?: (text: string, withTime: boolean) => string;
  /** core's placeKey (list:code) → name, for address answers (from the answer row's `places`) */
  places?: Readonly<Record<string, string>> | undefined;
}

function optionLabel(options: readonly ChoiceOption[] | undefined, id: string, words: AnswerWords): string {
  if (isOtherChoice(id)) return `${words.other}: ${otherChoiceText(id)}`;
  return options?.find((o) => o.id === id)?.label ?? id;
}

function labels(options: readonly ChoiceOption[] | undefined, value: string | readonly string[], words: AnswerWords): string {
  const ids = typeof value === 'string' ? [value] : value;
  return ids.map((id) => optionLabel(options, id, words)).join('; ');
}

/** Keyed answers of tables and grids: "row · column: value" per answered cell. */
function cellLines(element: FormElement, value: Record<string, string | string[]>, words: AnswerWords): string[] {
  const cells = element.cells ?? [];
  const columns = columnsOf(cells);
  const rows = rowsOf(cells);
  return Object.entries(value).flatMap(([key, cell]) => {
    const [rowKey = '', columnKey = ''] = key.split(/[:.]/);
    const column = columns.find((c) => c.key === columnKey);
    const row = rows.find((r) => r.key === rowKey)?.label ?? rowKey;
    const typedDate = column?.type === QuestionInputType.Datetime && typeof cell === 'string' && words.date;
    const text = typedDate ? typedDate(cell, cell.includes('T')) : labels(column?.options.length ? column.options : undefined, cell, words);
    return text.trim() === '' ? [] : [`${row} · ${column?.title ?? columnKey}: ${text}`];
  });
}

/** An answer as a person reads it: option labels (never ids), one line per grid row or table cell. */
export function answerLines(element: FormElement, value: AnswerValue | undefined, words: AnswerWords): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'boolean') return [value ? element.trueLabel || words.yes : element.falseLabel || words.no];
  if (typeof value === 'number') return [String(value)];
  if (isFileList(value)) return value.map((file) => file.name);
  if (Array.isArray(value)) return [labels(element.options, value, words)];
  if (isKeyedAnswer(value)) {
    if (element.kind === 'checkboxGrid' || element.kind === 'radioGrid') {
      return Object.entries(value).map(([rowId, cols]) =>
        `${optionLabel(element.rows, rowId, words)}: ${labels(element.columns, cols, words)}`);
    }
    if (element.kind === 'address') {
      const place = addressPlace(value);
      const codes = place ? [...place.codes].reverse() : [];
      return [codes.map((code) => (place && words.places?.[placeKey(place.list, code)]) ?? code).join(', ')];
    }
    return cellLines(element, value, words);
  }
  if (element.kind === 'radio' || element.kind === 'dropdown') return [optionLabel(element.options, value, words)];
  if ((element.kind === 'date' || element.kind === 'datetime') && words.date) return [words.date(value, element.kind === 'datetime')];
  return [value];
}
