import { answerContext } from '#core/answers';
import type { AnswerValue } from '#core/answers';
import { validateElementAnswer } from '#core/answers';
import type { FormElement } from '#core/forms';
import { QuestionInputType, type TableCell } from '#core/tables';
import { addColumn, createTable, setColumnOptions, setColumnType, type TableKind } from '#core/tables';

export const el = (over: Partial<FormElement>): FormElement => ({ id: 'q', kind: 'text', title: 'Q', required: false, ...over });

/** Validates as of 2025-06-15 10:00 in Vietnam, files not required to be uploaded unless asked. */
export const AT = new Date('2025-06-15T03:00:00Z');

export function check(over: Partial<FormElement>, value: AnswerValue | undefined, requireUploaded = false) {
  return validateElementAnswer(el(over), value, answerContext({ at: AT, requireUploaded }));
}

/** The message key only (or null), for compact tables of cases. */
export function keyOf(over: Partial<FormElement>, value: AnswerValue | undefined, requireUploaded = false) {
  return check(over, value, requireUploaded)?.key ?? null;
}

/** A table (rows k1, k2) or grid with columns: name (Input), age (Number), day (Datetime), pets (Checkbox), sex (Radio), city (Select), note (Table). */
export function tableCells(kind: TableKind): TableCell[] {
  const keys = ['name', 'age', 'day', 'pets', 'sex', 'city', 'note'];
  let n = 0;
  let cells = createTable(kind, () => (kind === 'table' && n >= 2 && n < 4 ? `k${++n - 2}` : keys[n++]!), { column: (i) => `Cột ${i}`, row: (i) => `Hàng ${i}`, rowHeader: 'Hàng' });
  for (const key of keys.slice(2)) cells = addColumn(cells, () => key, key);
  const types: Record<string, number> = { age: QuestionInputType.Number, day: QuestionInputType.Datetime, pets: QuestionInputType.Checkbox, sex: QuestionInputType.Radio, city: QuestionInputType.Select, note: QuestionInputType.Table };
  for (const [key, type] of Object.entries(types)) {
    if (type === QuestionInputType.Table && kind === 'grid') continue;
    cells = setColumnType(cells, kind, key, type);
  }
  cells = setColumnOptions(cells, 'pets', [{ id: 'cat', label: 'Mèo' }, { id: 'dog', label: 'Chó' }]);
  cells = setColumnOptions(cells, 'sex', [{ id: 'f', label: 'Nữ' }, { id: 'm', label: 'Nam' }]);
  return setColumnOptions(cells, 'city', [{ id: 'hn', label: 'Hà Nội' }, { id: 'hcm', label: 'TP HCM' }]);
}
