import { wrap, releaseProxy, type Remote } from 'comlink';
import type { AnswerValue, Answers } from '#core/answers/answer.schema';
import { LogicEngine, type LogicChange } from '#core/logic/engine';
import type { LogicRule } from '#core/logic/rule.schema';
import type { LogicSnapshot, LogicWorkerApi } from '#worker/logic-api';

/** The page's handle on the logic engine; calls resolve in the order they were made. */
export interface LogicClient {
  load(rules: readonly LogicRule[], answers: Answers): Promise<LogicSnapshot>;
  setAnswer(elementId: string, value: AnswerValue | undefined): Promise<LogicChange>;
  dispose(): void;
}

function workerClient(): LogicClient {
  const worker = new Worker(new URL('../../worker/logic.worker.ts', import.meta.url), { type: 'module' });
  const remote: Remote<LogicWorkerApi> = wrap<LogicWorkerApi>(worker);
  return {
    load: (rules, answers) => remote.load(rules, answers),
    setAnswer: (elementId, value) => remote.setAnswer(elementId, value),
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
