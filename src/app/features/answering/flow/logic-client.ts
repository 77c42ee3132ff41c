import type { AnswerValue, Answers } from '#core/answers';
import { LogicEngine, type LogicChange } from '#core/logic';
import type { LogicRule } from '#core/forms';
import type { LogicSnapshot } from '#worker/logic-api';
import { startLogicWorker, type LogicWorker } from '#app/shared/logic-worker/logic-worker';

/** The page's handle on the logic engine; calls resolve in the order they were made. */
export interface LogicClient {
  load(rules: readonly LogicRule[], answers: Answers): Promise<LogicSnapshot>;
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
  const inPage = async () => {
    if (!fallback) {
      worker.dispose();
      fallback = inPageClient();
      await fallback.load(last.rules, last.answers);
    }
    return fallback;
  };
  return {
    load: async (rules, answers) => {
      last = { rules, answers };
      if (fallback) return fallback.load(rules, answers);
      const result = await worker.ask((api) => api.load(rules, answers), WORKER_START_TIMEOUT_MS);
      return result ?? (await inPage()).load(rules, answers);
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
      const engine = await inPage();
      last = { ...last, answers };
      return engine.setAnswer(elementId, value);
    },
    dispose: () => worker.dispose(),
  };
}

/** Same engine in the page: only for browsers that cannot start a module worker. */
function inPageClient(): LogicClient {
  let engine = new LogicEngine([]);
  const snapshot = (): LogicSnapshot => {
    const state = engine.state();
    return { hidden: [...state.hidden], forbiddenBy: [...state.forbiddenBy] };
  };
  return {
    load: (rules, answers) => {
      engine = new LogicEngine(rules, answers);
      return Promise.resolve(snapshot());
    },
    setAnswer: (elementId, value) => Promise.resolve(engine.setAnswer(elementId, value)),
    dispose: () => undefined,
  };
}

/** Core's logic engine inside the logic Web Worker, so that typing never waits for rule evaluation. */
export function createLogicClient(worker: LogicWorker = startLogicWorker()): LogicClient {
  return worker.broken ? inPageClient() : workerClient(worker);
}
