import { wrap, type Remote } from 'comlink';
import { markCellChanges } from '#core/tables';
import type { TableCell } from '#core/tables';
import type { LogicWorkerApi } from '#worker/logic-api';

/** How long the worker may take to answer before the page marks the cells itself. */
const WORKER_TIMEOUT_MS = 5000;

let remote: Remote<LogicWorkerApi> | null = null;
/** set once the worker failed to load: from then on the page marks cells itself */
let broken = false;
let failed: Promise<null> = Promise.resolve(null);

function workerApi(): Remote<LogicWorkerApi> | null {
  if (broken) return null;
  if (remote) return remote;
  try {
    const worker = new Worker(new URL('../../worker/logic.worker.ts', import.meta.url), { type: 'module' });
    failed = new Promise((resolve) => worker.addEventListener('error', () => {
      broken = true;
      worker.terminate();
      resolve(null);
    }, { once: true }));
    remote = wrap<LogicWorkerApi>(worker);
    return remote;
  } catch {
    broken = true;
    return null;
  }
}

/**
 * SPEC 4 create/update/delete markers of a table's cells, computed by core's diff in the logic Web
 * Worker (the designer stays responsive on big tables); the page runs the same diff if the worker
 * cannot load or does not answer.
 */
export async function markCells(cells: readonly TableCell[]): Promise<TableCell[]> {
  const api = workerApi();
  if (!api) return markCellChanges(cells);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_TIMEOUT_MS));
  try {
    const marked = await Promise.race([api.markCellChanges(cells), failed, timeout]);
    return marked ?? markCellChanges(cells);
  } catch {
    return markCellChanges(cells);
  }
}
