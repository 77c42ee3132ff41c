import type { KeyedAnswer } from '#core/answers';
import { QuestionInputType, type TableCell } from '#core/tables';
import { cellAt, type TableColumn } from '#core/tables';

/** The answer key of one cell: `${rowKey}:${columnKey}` (docs/forms.md, "Answers"). */
export const answerCellKey = (rowKey: string, columnKey: string) => `${rowKey}:${columnKey}`;

/** Rows a respondent added to a grid are r1, r2, … */
export const gridRowKey = (n: number) => `r${n}`;

const gridRowPattern = /^r(\d+):/;

/** How many rows a grid answer holds: the highest rN used, at least `least`, at most `most`. */
export function gridRowCount(answer: KeyedAnswer | undefined, least: number, most: number): number {
  let highest = 0;
  for (const key of Object.keys(answer ?? {})) {
    const n = Number(gridRowPattern.exec(key)?.[1] ?? 0);
    if (n > highest) highest = n;
  }
  return Math.min(Math.max(highest, least), most);
}

/** Removes grid row n and moves the rows under it up, so the keys stay r1..rN with no gap. */
export function removeGridRow(answer: KeyedAnswer, n: number): KeyedAnswer | undefined {
  const next: KeyedAnswer = {};
  for (const [key, entry] of Object.entries(answer)) {
    const match = gridRowPattern.exec(key);
    const row = Number(match?.[1] ?? 0);
    if (!match || row < n) next[key] = entry;
    else if (row > n) next[`${gridRowKey(row - 1)}:${key.slice(match[0].length)}`] = entry;
  }
  return Object.keys(next).length === 0 ? undefined : next;
}

/** A choice cell's default as an answer entry: a list for checkbox columns. */
function defaultEntry(type: number, text: string | undefined): string | string[] | undefined {
  if (text === undefined || text === '') return undefined;
  return type === QuestionInputType.Checkbox ? [text] : text;
}

/**
 * The author's default answers. A table's come from its body cells; a grid's from each column's
 * header cell, repeated for every row in `gridRows`. Label columns (type 7) take no answer.
 */
export function cellDefaults(cells: readonly TableCell[], columns: readonly TableColumn[], rowKeys: readonly string[], grid: boolean): KeyedAnswer {
  const defaults: KeyedAnswer = {};
  for (const column of columns) {
    if (column.type === QuestionInputType.Table) continue;
    for (const rowKey of rowKeys) {
      const cell = cellAt(cells, grid ? null : rowKey, column.key);
      const entry = defaultEntry(column.type, cell?.value);
      if (entry !== undefined) defaults[answerCellKey(rowKey, column.key)] = entry;
    }
  }
  return defaults;
}

/** Defaults under what the respondent already answered (their answers win). */
export function withDefaults(answer: KeyedAnswer | undefined, defaults: KeyedAnswer): KeyedAnswer {
  return { ...defaults, ...(answer ?? {}) };
}
