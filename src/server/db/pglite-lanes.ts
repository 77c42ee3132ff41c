import type { PGlite } from '@electric-sql/pglite';
import { nextTurn } from '#server/runtime/time-slice';

/** How long a heavy read waits for a pause in the interactive work before it runs anyway (so it is never starved). */
const MOST_WAIT_MS = 250;

/**
 * PGlite runs one statement at a time, in the server's own thread, and a statement cannot be
 * interrupted. Two lanes over the one client: interactive work (every request) goes straight
 * through; heavy reads (statistics, answer lists, exports) run one statement at a time, each only
 * after the event loop has had a turn with no interactive statement waiting or running (or after
 * MOST_WAIT_MS). A submission then waits for at most the one heavy statement already running,
 * instead of every statement of a statistics request queued before it.
 */
export function pgliteLanes(client: PGlite): { interactive: PGlite; background: PGlite } {
  let interactiveInFlight = 0;
  let backgroundTail: Promise<unknown> = Promise.resolve();

  const counted = <T>(work: () => Promise<T>): Promise<T> => {
    interactiveInFlight++;
    return work().finally(() => {
      interactiveInFlight--;
    });
  };

  async function whenQuiet(): Promise<void> {
    const deadline = Date.now() + MOST_WAIT_MS;
    do await nextTurn();
    while (interactiveInFlight > 0 && Date.now() < deadline);
  }

  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const mine = backgroundTail.then(async () => {
      await whenQuiet();
      return work();
    });
    backgroundTail = mine.catch(() => undefined);
    return mine;
  };

  const lane = (wrap: <T>(work: () => Promise<T>) => Promise<T>): PGlite => new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === 'query' || property === 'exec' || property === 'transaction') {
        return (...args: unknown[]) => wrap(() => method.apply(target, args) as Promise<unknown>);
      }
      return method.bind(target);
    },
  });

  return { interactive: lane(counted), background: lane(inTurn) };
}
