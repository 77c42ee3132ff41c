/** One turn of the event loop: I/O callbacks (other requests among them) and timers run before the caller goes on. */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

/** Most work a long loop does on the server's one thread before other requests get a turn. */
export const SLICE_MS = 10;

export interface TimeSlice {
  /** true once the loop has worked `budgetMs` since its last turn: it should `await next()` */
  spent(): boolean;
  /** gives the event loop a turn and starts a new slice */
  next(): Promise<void>;
}

/**
 * Cooperative time slices for a long synchronous loop (an export formatting 100,000 rows): the
 * event loop gets a turn every `budgetMs` of work, so a submission that arrives meanwhile waits at
 * most that long instead of a whole page of rows (bench/README.md, "mixed").
 */
export function timeSlice(budgetMs = SLICE_MS): TimeSlice {
  let started = performance.now();
  return {
    spent: () => performance.now() - started >= budgetMs,
    next: async () => {
      await nextTurn();
      started = performance.now();
    },
  };
}
