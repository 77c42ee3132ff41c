import type { FormDesign } from '#core/forms';
import { markCellChanges } from '#core/tables';
import type { TableCell } from '#core/tables';

/** How a table's cells get their SPEC 4 markers; the designer may pass the Web Worker's. */
export type CellMarker = (cells: readonly TableCell[]) => Promise<TableCell[]> | TableCell[];

/**
 * The design as it is sent: every table and grid element's cells carry create/update/delete
 * markers (decision 4). The draft itself keeps the unmarked cells, as the author left them.
 */
export async function markDesignCells(design: FormDesign, mark: CellMarker = markCellChanges): Promise<FormDesign> {
  const phases = await Promise.all(
    design.phases.map(async (phase) => ({
      ...phase,
      elements: await Promise.all(phase.elements.map(async (element) => (element.cells ? { ...element, cells: await mark(element.cells) } : element))),
    })),
  );
  return { ...design, phases };
}
