import type { AnswerValue, Answers } from '#core/answers';
import { LogicEngine, type LogicChange } from '#core/logic';
import type { LogicRule } from '#core/forms';
import type { LogicSnapshot } from '#worker/logic-api';
import { startLogicWorker, type LogicWorker } from '#app/shared/logic-worker/logic-worker';

/** The page's handle on the logic engine; calls resolve in the order they were made. */
export interface LogicClient {
  /**
   * (Re)starts the engine with these answers. The first evaluation is made in the page at once
   * (one pass over the rules, as the page's validation makes on every render): the questions need
   * not wait for the worker to start (issue 15). The worker loads the same rules and answers behind
   * it and evaluates every change from then on.
   */
  load(rules: readonly LogicRule[], answers: Answers): LogicSnapshot;
  setAnswer(elementId: string, value: AnswerValue | undefined): Promise<LogicChange>;
  dispose(): void;
}

/** How long the worker may take to answer its first call before the page runs the engine itself. */
const WORKER_START_TIMEOUT_MS = 5000;

/**
 * The worker, until it fails to load or to answer its first call: then the same engine runs in
 * the page, from the last rules and answers.
 */
function workerClient(worker: LogicWorker): LogicClient {
  let fallback: LogicClient | null = null;
  let last: { rules: readonly LogicRule[]; answers: Answers } = { rules: [], answers: {} };
  const inPage = (): LogicClient => {
    if (!fallback) {
      worker.dispose();
      fallback = inPageClient();
      fallback.load(last.rules, last.answers);
    }
    return fallback;
  };
  return {
    load: (rules, answers) => {
      last = { rules, answers };
      if (fallback) return fallback.load(rules, answers);
      void worker.ask((api) => api.load(rules, answers), WORKER_START_TIMEOUT_MS).then(
        (result) => result ?? inPage().load(rules, answers),
        () => undefined,
      );
      return snapshotOf(new LogicEngine(rules, answers));
    },
    setAnswer: async (elementId, value) => {
      const before = last.answers;
      const { [elementId]: _cleared, ...without } = before;
      const answers = value === undefined ? without : { ...before, [elementId]: value };
      last = { ...last, answers };
      if (fallback) return fallback.setAnswer(elementId, value);
      const result = await worker.ask((api) => api.setAnswer(elementId, value));
      if (result) return result;
      // the in-page engine starts from the answers before this change, so the change itself is reported
      last = { ...last, answers: before };
      const engine = inPage();
      last = { ...last, answers };
      return engine.setAnswer(elementId, value);
    },
    dispose: () => worker.dispose(),
  };
}

function snapshotOf(engine: LogicEngine): LogicSnapshot {
  const state = engine.state();
  return { hidden: [...state.hidden], forbiddenBy: [...state.forbiddenBy] };
}

/** Same engine in the page: only for browsers that cannot start a module worker. */
function inPageClient(): LogicClient {
  let engine = new LogicEngine([]);
  return {
    load: (rules, answers) => {
      engine = new LogicEngine(rules, answers);
      return snapshotOf(engine);
    },
    setAnswer: (elementId, value) => Promise.resolve(engine.setAnswer(elementId, value)),
    dispose: () => undefined,
  };
}

/** Core's logic engine inside the logic Web Worker, so that typing never waits for rule evaluation. */
export function createLogicClient(worker: LogicWorker = startLogicWorker()): LogicClient {
  return worker.broken ? inPageClient() : workerClient(worker);
}
