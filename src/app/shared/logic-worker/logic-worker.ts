import { wrap, releaseProxy, type Endpoint, type Remote } from 'comlink';
import type { LogicWorkerApi } from '#worker/logic-api';

/** What the client needs of a Web Worker (tests give it a MessagePort). */
export interface WorkerLike extends Endpoint {
  terminate(): void;
}

/** The page's handle on core's logic worker (src/worker/logic.worker.ts). */
export interface LogicWorker {
  /**
   * The worker's answer, or null when it failed to load, or did not answer within `timeoutMs`:
   * the caller then runs the same core code in the page. A call the worker rejects rejects.
   */
  ask<T>(call: (api: Remote<LogicWorkerApi>) => Promise<T>, timeoutMs?: number): Promise<T | null>;
  /** true once the worker failed to load (a module worker that cannot load only fires `error`) */
  readonly broken: boolean;
  dispose(): void;
}

const startModuleWorker = (): WorkerLike => new Worker(new URL('../../../worker/logic.worker.ts', import.meta.url), { type: 'module' });

/** Starts the logic worker; a browser that cannot start one gets a worker that is broken from the start. */
export function startLogicWorker(start: () => WorkerLike = startModuleWorker): LogicWorker {
  let worker: WorkerLike;
  try {
    worker = start();
  } catch {
    return { ask: () => Promise.resolve(null), broken: true, dispose: () => undefined };
  }
  const remote = wrap<LogicWorkerApi>(worker);
  let broken = false;
  let markBroken: () => void = () => undefined;
  const failed = new Promise<null>((resolve) => (markBroken = () => resolve(null)));
  worker.addEventListener('error', () => {
    broken = true;
    worker.terminate();
    markBroken();
  }, { once: true });
  async function ask<T>(call: (api: Remote<LogicWorkerApi>) => Promise<T>, timeoutMs?: number): Promise<T | null> {
    if (broken) return null;
    const racers: Promise<T | null>[] = [call(remote), failed];
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (timeoutMs !== undefined) racers.push(new Promise((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs))));
    try {
      return await Promise.race(racers);
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    ask,
    get broken() {
      return broken;
    },
    dispose: () => {
      remote[releaseProxy]();
      worker.terminate();
    },
  };
}
