import type { FormDesign } from '../forms/form.schema';
import type { Message } from '../i18n/message-keys';
import { LogicEngine, evaluateLogic, type LogicState } from '../logic/engine';
import { showsInCycle } from '../logic/rule-cycles';
import type { AnswerValue, Answers } from '../answers/answer.schema';
import { type AnswerContext, type CheckOptions, answerContext } from '../answers/answer-context';
import { validateElementAnswer } from '../answers/validate-element';
import { type AnswerCheck, answerableElements, judgeAnswers, knownAnswers } from './validate-answers';

/** The answers whose value is not the same object as before (answers are replaced, never changed in place). */
function changedIds(before: Answers, after: Answers): string[] {
  const ids: string[] = [];
  for (const id in after) if (after[id] !== before[id]) ids.push(id);
  for (const id in before) if (!(id in after)) ids.push(id);
  return ids;
}

/**
 * checkAnswers for the page, which checks again after every change (issue 15): the same result
 * for the same answers, but only the answers that changed since the last call are validated again,
 * and the logic re-evaluates only the rules that read them. Where a "show" can feed back on itself
 * the incremental engine could settle elsewhere than a fresh pass: such a form's logic gets a fresh
 * pass each time, as checkAnswers gives it.
 */
export function createAnswerChecker(design: FormDesign): (answers: Answers, options?: CheckOptions) => AnswerCheck {
  const answerable = answerableElements(design);
  const takesAnswer = new Set(answerable.map((e) => e.id));
  const incremental = !showsInCycle(design.logic);
  let engine: LogicEngine | null = null;
  let before: Answers = {};
  let judgedIn: AnswerContext | null = null;
  const verdicts = new Map<string, { value: AnswerValue | undefined; problem: Message | null }>();

  const logicFor = (answers: Answers): LogicState => {
    if (!incremental) return evaluateLogic(design.logic, knownAnswers(answerable, answers));
    if (!engine) engine = new LogicEngine(design.logic, knownAnswers(answerable, answers));
    else for (const id of changedIds(before, answers)) if (takesAnswer.has(id)) engine.setAnswer(id, answers[id]);
    return engine.state();
  };

  return (answers, options = {}) => {
    const ctx = answerContext(options);
    // a new day (or another kind of check) may judge the same answer otherwise
    if (judgedIn?.today !== ctx.today || judgedIn.requireUploaded !== ctx.requireUploaded) verdicts.clear();
    judgedIn = ctx;
    const logic = logicFor(answers);
    before = answers;
    return judgeAnswers(answerable, answers, logic, (element, value) => {
      const known = verdicts.get(element.id);
      if (known && known.value === value) return known.problem;
      const problem = validateElementAnswer(element, value, ctx);
      verdicts.set(element.id, { value, problem });
      return problem;
    });
  };
}
