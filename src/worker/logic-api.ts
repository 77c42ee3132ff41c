import type { AnswerValue, Answers } from '#core/answers';
import { LogicEngine, type LogicChange } from '#core/logic';
import { logicRuleSchema, type LogicRule } from '#core/forms';
import { markCellChanges } from '#core/tables';
import type { TableCell } from '#core/tables';

/** LogicState as plain data that survives structured clone (no Set). */
export interface LogicSnapshot {
  hidden: string[];
  forbiddenBy: string[];
}

const rulesSchema = logicRuleSchema.array();

/**
 * The object the logic worker exposes through comlink. Each worker holds one form's engine;
 * `load` replaces it. Every method takes and returns structured-clone-safe data.
 */
export function createLogicApi() {
  let engine: LogicEngine | null = null;

  const snapshot = (current: LogicEngine): LogicSnapshot => {
    const state = current.state();
    return { hidden: [...state.hidden].sort(), forbiddenBy: [...state.forbiddenBy] };
  };
  const loaded = (): LogicEngine => {
    if (!engine) throw new Error('logic worker: call load(rules, answers) first');
    return engine;
  };

  return {
    /** Loads a form's rules (validated again here) with the answers already given. */
    load(rules: readonly LogicRule[], initialAnswers: Answers = {}): LogicSnapshot {
      engine = new LogicEngine(rulesSchema.parse(rules), initialAnswers);
      return snapshot(engine);
    },
    /** Records one answer (undefined clears it) and returns what became shown, hidden, forbidden. */
    setAnswer(elementId: string, value: AnswerValue | undefined): LogicChange {
      return loaded().setAnswer(elementId, value);
    },
    state(): LogicSnapshot {
      return snapshot(loaded());
    },
    /** SPEC 4 create/update/delete markers of a table's cells. */
    markCellChanges(cells: readonly TableCell[]): TableCell[] {
      return markCellChanges(cells);
    },
  };
}

export type LogicWorkerApi = ReturnType<typeof createLogicApi>;
