import { markCellChanges } from '#core/tables';
import type { TableCell } from '#core/tables';
import { startLogicWorker, type LogicWorker } from '#app/shared/logic-worker/logic-worker';

/** How long the worker may take to answer before the page marks the cells itself. */
const WORKER_TIMEOUT_MS = 5000;

/** The designer's one logic worker, started on the first diff. */
let worker: LogicWorker | null = null;

/**
 * SPEC 4 create/update/delete markers of a table's cells, computed by core's diff in the logic Web
 * Worker (the designer stays responsive on big tables); the page runs the same diff if the worker
 * cannot load or does not answer.
 */
export async function markCells(cells: readonly TableCell[]): Promise<TableCell[]> {
  worker ??= startLogicWorker();
  try {
    return (await worker.ask((api) => api.markCellChanges(cells), WORKER_TIMEOUT_MS)) ?? markCellChanges(cells);
  } catch {
    return markCellChanges(cells);
  }
}
