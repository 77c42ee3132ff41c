import { useCallback, useEffect, useRef } from 'react';
import type { TableCell } from '#core/tables';
import { markCells } from './cell-diff-client';
import type { ElementPatch } from './designer-state';

export interface TableCellsState {
  cells: TableCell[];
  /** a change of text (titles, labels, placeholders): applied as it is typed */
  edit: (next: TableCell[]) => void;
  /** a change of structure (columns, rows, types, options): applied, then re-marked by the worker */
  restructure: (next: TableCell[]) => void;
}

/**
 * The cells of a table or grid element. After a structural change the SPEC 4 markers are recomputed
 * off the main thread; a result is dropped if the author changed the cells again meanwhile.
 */
export function useTableCells(cells: TableCell[] | undefined, onChange: (patch: ElementPatch) => void): TableCellsState {
  const current = cells ?? [];
  const latest = useRef<readonly TableCell[] | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const edit = useCallback((next: TableCell[]) => {
    latest.current = next;
    onChange({ cells: next });
  }, [onChange]);
  const restructure = useCallback((next: TableCell[]) => {
    edit(next);
    void markCells(next).then((marked) => {
      if (mounted.current && latest.current === next) edit(marked);
    });
  }, [edit]);
  return { cells: current, edit, restructure };
}
