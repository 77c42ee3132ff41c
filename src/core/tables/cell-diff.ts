import type { ActionType, CellOption, TableCell } from './cell.schema';
import { ROW_HEADER_KEY } from './cell.schema';

function hasId(item: { id?: unknown }): boolean {
  return item.id !== undefined && item.id !== null && item.id !== '';
}

function markOptions(options: CellOption[], cellAction: ActionType): CellOption[] {
  return options.map((option) => {
    if (cellAction === 'delete') return { ...option, actionType: 'delete' };
    if (cellAction === 'create') return { ...option, actionType: option.actionType === 'delete' ? 'delete' : 'create' };
    return { ...option, actionType: option.actionType ?? (hasId(option) ? 'update' : 'create') };
  });
}

/**
 * SPEC 4 change markers: a cell with no marker becomes update if it has an id, else create;
 * a deleted row header (body rows; row 0 is the header row) deletes its whole row with every option; options follow their cell.
 */
export function markCellChanges(cells: readonly TableCell[]): TableCell[] {
  const deletedRows = new Set(
    cells.filter((c) => c.key === ROW_HEADER_KEY && c.rowIndex > 0 && c.actionType === 'delete').map((c) => c.rowIndex),
  );
  return cells.map((cell) => {
    const actionType: ActionType = deletedRows.has(cell.rowIndex)
      ? 'delete'
      : (cell.actionType ?? (hasId(cell) ? 'update' : 'create'));
    return { ...cell, actionType, children: markOptions(cell.children, actionType) };
  });
}
