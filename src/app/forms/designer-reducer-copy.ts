import type { ChoiceOption, FormElement } from '#core/forms';
import type { CellOption, TableCell } from '#core/tables';

function copyChoices(options: readonly ChoiceOption[] | undefined, makeId: () => string): ChoiceOption[] | undefined {
  return options?.map((option) => ({ ...option, id: makeId() }));
}

/** A copied cell is a new cell: no stored id, no parent, no marker (the save's diff marks it create). */
function copyCell(cell: TableCell): TableCell {
  const { id: _id, parentId: _parentId, actionType: _action, questionId: _question, children, ...rest } = cell;
  return {
    ...rest,
    children: children.map(({ id: _optionId, parentId: _optionParent, actionType: _optionAction, ...option }): CellOption => option),
  };
}

/**
 * A duplicate of an element with new ids for itself, its options, rows and columns; its table or
 * grid cells lose their stored ids and markers; cells the author deleted are left behind.
 */
export function copyElement(element: FormElement, makeId: () => string): FormElement {
  const copy: FormElement = { ...element, id: makeId() };
  if (element.options) copy.options = copyChoices(element.options, makeId);
  if (element.rows) copy.rows = copyChoices(element.rows, makeId);
  if (element.columns) copy.columns = copyChoices(element.columns, makeId);
  if (element.cells) copy.cells = element.cells.filter((cell) => cell.actionType !== 'delete').map(copyCell);
  return copy;
}
