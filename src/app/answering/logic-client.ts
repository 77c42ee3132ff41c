import { wrap, releaseProxy, type Remote } from 'comlink';
import type { AnswerValue, Answers } from '#core/answers';
import { LogicEngine, type LogicChange } from '#core/logic';
import type { LogicRule } from '#core/forms';
import type { LogicSnapshot, LogicWorkerApi } from '#worker/logic-api';

/** The page's handle on the logic engine; calls resolve in the order they were made. */
export interface LogicClient {
  load(rules: readonly LogicRule[], answers: Answers): Promise<LogicSnapshot>;
  setAnswer(elementId: string, value: AnswerValue | undefined): Promise<LogicChange>;
  dispose(): void;
}

/** How long the worker may take to answer its first call before the page runs the engine itself. */
const WORKER_START_TIMEOUT_MS = 5000;

/**
 * The worker, until it fails to load (a module worker that cannot load only fires `error`, and
 * comlink calls would never settle): then the same engine runs in the page, from the last rules.
 */
function workerClient(): LogicClient {
  const worker = new Worker(new URL('../../worker/logic.worker.ts', import.meta.url), { type: 'module' });
  const remote: Remote<LogicWorkerApi> = wrap<LogicWorkerApi>(worker);
  let fallback: LogicClient | null = null;
  let failed: () => void = () => undefined;
  const broken = new Promise<void>((resolve) => (failed = resolve));
  worker.addEventListener('error', () => failed(), { once: true });
  let last: { rules: readonly LogicRule[]; answers: Answers } = { rules: [], answers: {} };
  const inPage = async () => {
    if (!fallback) {
      fallback = inPageClient();
      await fallback.load(last.rules, last.answers);
    }
    return fallback;
  };
  const timeout = () => new Promise<void>((resolve) => setTimeout(resolve, WORKER_START_TIMEOUT_MS));
  return {
    load: async (rules, answers) => {
      last = { rules, answers };
      if (fallback) return fallback.load(rules, answers);
      const result = await Promise.race([remote.load(rules, answers), broken.then(() => null), timeout().then(() => null)]);
      if (result) return result;
      worker.terminate();
      return (await inPage()).load(rules, answers);
    },
    setAnswer: async (elementId, value) => {
      const before = last.answers;
      const answers = { ...before };
      if (value === undefined) delete answers[elementId];
      else answers[elementId] = value;
      last = { ...last, answers };
      if (fallback) return fallback.setAnswer(elementId, value);
      const result = await Promise.race([remote.setAnswer(elementId, value), broken.then(() => null)]);
      if (result) return result;
      // the in-page engine starts from the answers before this change, so the change itself is reported
      last = { ...last, answers: before };
      const engine = await inPage();
      last = { ...last, answers };
      return engine.setAnswer(elementId, value);
    },
    dispose: () => {
      remote[releaseProxy]();
      worker.terminate();
    },
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

/** Core's logic engine inside a comlink Web Worker, so that typing never waits for rule evaluation. */
export function createLogicClient(): LogicClient {
  try {
    return workerClient();
  } catch {
    return inPageClient();
  }
}
